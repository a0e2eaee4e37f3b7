; The seed article's sum_to (examples/sum.tac): `ssa` places exactly two
; phis, both in the loop header head2, for s and for i (in variable order),
; and none elsewhere; n, written once in the entry, needs none. New values
; are named after their variable; phi entries follow the dominator-tree
; walk (entry1 first). main, already in SSA form, is unchanged.
; RUN: %mopt -passes=lower,ssa -verify-each %examples/sum.tac | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa --run %examples/sum.tac 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt -passes=lower,ssa,out-of-ssa --run %examples/sum.tac 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s

; CHECK:      func main():
; CHECK-NEXT:   %1 = const 10
; CHECK-NEXT:   %2 = call sum_to, %1
; CHECK-NEXT:   print %2
; CHECK-NEXT:   ret %2
; CHECK-EMPTY:
; CHECK-NEXT: func sum_to(n):
; CHECK-NEXT: entry1:
; CHECK-NEXT:   %n.1 = param 0
; CHECK-NEXT:   %1 = const 0
; CHECK-NEXT:   %s.1 = copy %1
; CHECK-NEXT:   %2 = const 0
; CHECK-NEXT:   %i.1 = copy %2
; CHECK-NEXT:   jmp head2
; CHECK-NEXT: head2:
; CHECK-NEXT:   %s.2 = phi [%s.1, entry1], [%s.3, body3]
; CHECK-NEXT:   %i.2 = phi [%i.1, entry1], [%i.3, body3]
; CHECK-NEXT:   %3 = < %i.2, %n.1
; CHECK-NEXT:   br %3, body3, exit4
; CHECK-NEXT: body3:
; CHECK-NEXT:   %4 = + %s.2, %i.2
; CHECK-NEXT:   %s.3 = copy %4
; CHECK-NEXT:   %5 = const 1
; CHECK-NEXT:   %6 = + %i.2, %5
; CHECK-NEXT:   %i.3 = copy %6
; CHECK-NEXT:   jmp head2
; CHECK-NEXT: exit4:
; CHECK-NEXT:   ret %s.2
; CHECK-NOT:  {{.+}}

; OUT:      45
; OUT-NEXT: ; main returned 45
; OUT-NOT:  {{.+}}
