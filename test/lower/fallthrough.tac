; lower makes fall-through explicit and builds maximal blocks by the leaders
; algorithm: a label entered only by falling through (no jump names it, no
; phis) is no leader, so its code joins the block before it; a label that a
; jump names is a leader and keeps its own block, now entered by a `jmp`.
; RUN: %mopt -passes=lower -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt -passes=lower --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s

; CHECK-LABEL: func main():
; CHECK-NEXT:  start:
; CHECK-NEXT:    i = const 0
; CHECK-NEXT:    print i
; CHECK-NEXT:    jmp top
; CHECK-NEXT:  top:
; CHECK-NEXT:    i = + i, 1
; CHECK-NEXT:    %c = < i, 3
; CHECK-NEXT:    br %c, top, done
; CHECK-NEXT:  done:
; CHECK-NEXT:    ret i
; CHECK-NOT:   {{.+}}

; OUT:      0
; OUT-NEXT: ; main returned 3
; OUT-NOT:  {{.+}}

func main():
start:
  i = const 0
body:                 ; only fallen into: merged into start
  print i
top:                  ; fallen into, but also the target of the back edge
  i = + i, 1
  %c = < i, 3
  br %c, top, done
done:                 ; a branch target: stays
  ret i
