; `br c, L, L` is two edges to L: L's phi keeps one entry per edge, and L,
; a jump target, stays its own block even when it comes right next.
; RUN: %mopt -passes=lower -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt -passes=lower --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s

; CHECK-LABEL: func main():
; CHECK-NEXT:  start:
; CHECK-NEXT:    %c = const 1
; CHECK-NEXT:    br %c, join, join
; CHECK-NEXT:  join:
; CHECK-NEXT:    %p = phi [5, start], [5, start]
; CHECK-NEXT:    print %p
; CHECK-NEXT:    br 0, next, next
; CHECK-NEXT:  next:
; CHECK-NEXT:    ret %p
; CHECK-NOT:   {{.+}}

; OUT:      5
; OUT-NEXT: ; main returned 5
; OUT-NOT:  {{.+}}

func main():
start:
  %c = const 1
  br %c, join, join
join:
  %p = phi [5, start], [5, start]
  print %p
  br 0, next, next
next:
  ret %p
