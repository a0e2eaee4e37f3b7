; An irreducible loop: a and b form a cycle entered at both. Neither
; dominates the other (both have idom entry), so DF(a) = {b, exit} and
; DF(b) = {a, exit}: i, written in entry, a and b and live into all three,
; gets a phi in a, b and exit. The program runs the same after ssa and
; after out-of-ssa, which splits all six edges (each is critical).
; RUN: %mopt -passes=lower,ssa -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt --run %s 1 2>&1 | FileCheck --match-full-lines --check-prefix=ONE %s
; RUN: %mopt -passes=lower,ssa --run %s 1 2>&1 | FileCheck --match-full-lines --check-prefix=ONE %s
; RUN: %mopt -passes=lower,ssa,out-of-ssa -verify-each --run %s 1 2>&1 | FileCheck --match-full-lines --check-prefix=ONE %s
; RUN: %mopt -passes=lower,ssa,out-of-ssa --run %s 0 2>&1 | FileCheck --match-full-lines --check-prefix=ZERO %s

; CHECK:      func main(c):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %c.1 = param 0
; CHECK-NEXT:   %i.1 = const 0
; CHECK-NEXT:   br %c.1, a, b
; CHECK-NEXT: a:
; CHECK-NEXT:   %i.2 = phi [%i.1, entry], [%i.5, b]
; CHECK-NEXT:   %i.3 = + %i.2, 1
; CHECK-NEXT:   %d = >= %i.3, 5
; CHECK-NEXT:   br %d, exit, b
; CHECK-NEXT: b:
; CHECK-NEXT:   %i.4 = phi [%i.1, entry], [%i.3, a]
; CHECK-NEXT:   %i.5 = + %i.4, 2
; CHECK-NEXT:   %e = >= %i.5, 5
; CHECK-NEXT:   br %e, exit, a
; CHECK-NEXT: exit:
; CHECK-NEXT:   %i.6 = phi [%i.3, a], [%i.5, b]
; CHECK-NEXT:   print %i.6
; CHECK-NEXT:   ret %i.6
; CHECK-NOT:  {{.+}}

; c = 1: a (1), b (3), a (4), b (6), exit.
; ONE:      6
; ONE-NEXT: ; main returned 6
; ONE-NOT:  {{.+}}

; c = 0: b (2), a (3), b (5), exit.
; ZERO:      5
; ZERO-NEXT: ; main returned 5
; ZERO-NOT:  {{.+}}

func main(c):
entry:
  i = const 0
  br c, a, b
a:
  i = + i, 1
  %d = >= i, 5
  br %d, exit, b
b:
  i = + i, 2
  %e = >= i, 5
  br %e, exit, a
exit:
  print i
  ret i
