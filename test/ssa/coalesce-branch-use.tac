; Figure 1 of Boissinot et al. (CGO 2009): a phi entry's copy goes at the end
; of its predecessor but before the branch, which still reads %c. Here the
; copy for join's entry from `entry` (w := %d) would sit before `br %c`, so
; %c is live where that copy writes, and the two interfere (they hold
; different values) although %c is not live out of entry along the edge to
; join. out-of-ssa<coalesce> tries %c first (its entry comes first), finds
; that, and coalesces %d instead; the copy of %c is left on the other edge,
; in `other`. Had %c and w shared a variable, w := false would have changed
; the branch and what is printed.
; RUN: %mopt -passes='lower,ssa,out-of-ssa<coalesce>' -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt --run %s 3 2>&1 | FileCheck --match-full-lines --check-prefix=LESS %s
; RUN: %mopt -passes='lower,ssa,out-of-ssa<coalesce>' --run %s 3 2>&1 | FileCheck --match-full-lines --check-prefix=LESS %s
; RUN: %mopt --run %s 7 2>&1 | FileCheck --match-full-lines --check-prefix=MORE %s
; RUN: %mopt -passes='lower,ssa,out-of-ssa<coalesce>' --run %s 7 2>&1 | FileCheck --match-full-lines --check-prefix=MORE %s

; CHECK:      func main(n):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %c: bool = < n, 5
; CHECK-NEXT:   w: bool = const false
; CHECK-NEXT:   br %c, join, other
; CHECK-NEXT: other:
; CHECK-NEXT:   w: bool = copy %c
; CHECK-NEXT: join:
; CHECK-NEXT:   print w, %c
; CHECK-NEXT:   ret n
; CHECK-NOT:  {{.+}}

; LESS:      false true
; LESS-NEXT: ; main returned 3
; LESS-NOT:  {{.+}}

; MORE:      false false
; MORE-NEXT: ; main returned 7
; MORE-NOT:  {{.+}}

func main(n):
entry:
  %c: bool = < n, 5
  %d: bool = const false
  br %c, join, other
other:
  jmp join
join:
  %w: bool = phi [%c, other], [%d, entry]
  print %w, %c
  ret n
