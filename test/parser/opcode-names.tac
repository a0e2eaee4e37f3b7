; Functions, labels and variables live in separate namespaces, and opcode
; words may name variables and labels (Bril programs have variables called
; `div` or `mul`): `div = copy 7`, a label `mul:`, `ret ret`.
; RUN: %mopt %s | FileCheck --match-full-lines %s
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt -passes=lower --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s

; CHECK:      func main():
; CHECK-NEXT:   div = copy 7
; CHECK-NEXT:   mul = const 2
; CHECK-NEXT:   print = const 0
; CHECK-NEXT:   func = const 5
; CHECK-NEXT:   jmp mul
; CHECK-NEXT: mul:
; CHECK-NEXT:   ret = / div, mul
; CHECK-NEXT:   print ret, print, func
; CHECK-NEXT:   br print, jmp, ret
; CHECK-NEXT: jmp:
; CHECK-NEXT:   ret 1
; CHECK-NEXT: ret:
; CHECK-NEXT:   %main = call phi, ret
; CHECK-NEXT:   ret %main
; CHECK-EMPTY:
; CHECK-NEXT: func phi(phi):
; CHECK-NEXT: const:
; CHECK-NEXT:   ret phi
; CHECK-NOT:  {{.+}}

; OUT:      3 0 5
; OUT-NEXT: ; main returned 3

func main():
  div = copy 7
  mul = const 2
  print = const 0
  func = const 5
  jmp mul
mul:
  ret = div div, mul
  print ret, print, func
  br print, jmp, ret
jmp:
  ret 1
ret:
  %main = call phi, ret
  ret %main

func phi(phi):
const:
  ret phi
