; Code before the first label forms an unnamed entry block, printed without
; a label. Lowered, it jumps to a following label that is a jump target
; (main), or absorbs one that is only fallen into (f).
; RUN: %mopt -passes=lower -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt -passes=lower --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s

; CHECK-LABEL: func main():
; CHECK-NEXT:    i = const 0
; CHECK-NEXT:    jmp loop
; CHECK-NEXT:  loop:
; CHECK-NEXT:    print i
; CHECK-NEXT:    i = + i, 1
; CHECK-NEXT:    %c = < i, 2
; CHECK-NEXT:    br %c, loop, done
; CHECK-NEXT:  done:
; CHECK-NEXT:    %f = call f
; CHECK-NEXT:    ret %f
; CHECK-EMPTY:
; CHECK-NEXT:  func f():
; CHECK-NEXT:    print 9
; CHECK-NEXT:    ret 2
; CHECK-NOT:   {{.+}}

; OUT:      0
; OUT-NEXT: 1
; OUT-NEXT: 9
; OUT-NEXT: ; main returned 2
; OUT-NOT:  {{.+}}

func main():
  i = const 0         ; the unnamed entry block
loop:
  print i
  i = + i, 1
  %c = < i, 2
  br %c, loop, done
done:
  %f = call f
  ret %f

func f():
  print 9
next:                 ; only fallen into: joins the unnamed entry
  ret 2
