; `br c, L, L` with a phi in L: two edges from one block, with different
; entries, are two target operands with their own arguments. The first is
; taken when c is non-zero, as the phi's first entry is read.
; RUN: %mopt --emit=block-args %s | FileCheck --match-full-lines %s
; RUN: %mopt --emit=block-args %s -o %t.tac
; RUN: %mopt --run %t.tac 2>&1 | FileCheck --check-prefix=OUT %s
; RUN: %mopt %s > %t.phis
; RUN: %mopt %t.tac | diff %t.phis -
; RUN: %mopt -passes=lower,ssa,out-of-ssa --run %t.tac 2>&1 | FileCheck --check-prefix=OUT %s
; After lower,ssa the same two arguments, and the parameter c as %c.1.
; RUN: %mopt -passes=lower,ssa --emit=block-args %s | FileCheck --check-prefix=SSA %s

; CHECK:      func main():
; CHECK-NEXT:   %a = call pick, 1
; CHECK-NEXT:   %b = call pick, 0
; CHECK-NEXT:   print %a, %b
; CHECK-EMPTY:
; CHECK-NEXT: func pick(c):
; CHECK-NEXT: start:
; CHECK-NEXT:   br c, L(10), L(20)
; CHECK-NEXT: L(%p):
; CHECK-NEXT:   ret %p
; CHECK-NOT:  {{.}}

; OUT:      10 20
; OUT-NEXT: ; main returned 0

; SSA:      br %c.1, L(10), L(20)
; SSA-NEXT: L(%p):

func main():
  %a = call pick, 1
  %b = call pick, 0
  print %a, %b

func pick(c):
start:
  br c, L, L
L:
  %p = phi [10, start], [20, start]
  ret %p
