; A symbol operator is followed by a blank: `- a, b` subtracts, while `-5`
; is a literal, wherever a value may stand.
; RUN: %mopt %s | FileCheck --match-full-lines %s
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s

; CHECK:      func main():
; CHECK-NEXT:   a = const 10
; CHECK-NEXT:   b = const -5
; CHECK-NEXT:   x = - a, b
; CHECK-NEXT:   y = - a, -5
; CHECK-NEXT:   z = - -5, a
; CHECK-NEXT:   w = copy -5
; CHECK-NEXT:   print x, y, z, w, -5
; CHECK-NEXT:   ret -5
; CHECK-NOT:  {{.+}}

; OUT:      15 15 -15 -5 -5
; OUT-NEXT: ; main returned -5

func main():
  a = const 10
  b = const -5
  x = - a, b          ; 10 - -5
  y = - a, -5         ; the same with a literal
  z = - -5, a         ; -5 - 10
  w = copy -5
  print x, y, z, w, -5
  ret -5
