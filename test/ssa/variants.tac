; The three placements, on one function where each places a different
; number of phis at join:
;   t is written in both branches but read only right after each write:
;     minimal SSA gives it a (dead) phi; semi-pruned does not, since no
;     block reads t before writing it;
;   u is read before written in `then` (so semi-pruned counts it as
;     global) but is dead at join: semi-pruned gives it a phi there,
;     pruned does not;
;   x is live into join: every variant gives it a phi.
; So ssa<minimal> places 3 (for u, t, x, in variable order), ssa<semi-pruned>
; 2 (u, x) and ssa (pruned) 1 (x). All three run the same.
; RUN: %mopt -passes='lower,ssa<minimal>' -verify-each %s | FileCheck --match-full-lines --check-prefix=MINIMAL %s
; RUN: %mopt -passes='lower,ssa<semi-pruned>' -verify-each %s | FileCheck --match-full-lines --check-prefix=SEMI %s
; RUN: %mopt -passes=lower,ssa -verify-each %s | FileCheck --match-full-lines --check-prefix=PRUNED %s
; RUN: %mopt -passes='lower,ssa<pruned>' %s | FileCheck --match-full-lines --check-prefix=PRUNED %s
; RUN: %mopt -passes='lower,ssa<minimal>,out-of-ssa' --run %s 1 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt -passes='lower,ssa<semi-pruned>,out-of-ssa' --run %s 1 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt -passes=lower,ssa,out-of-ssa --run %s 1 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s

; MINIMAL:      join:
; MINIMAL-NEXT:   %u.3 = phi [%u.2, then], [%u.1, else]
; MINIMAL-NEXT:   %t.3 = phi [%t.1, then], [%t.2, else]
; MINIMAL-NEXT:   %x.3 = phi [%x.1, then], [%x.2, else]
; MINIMAL-NEXT:   print %x.3
; MINIMAL-NOT:  phi

; SEMI:      join:
; SEMI-NEXT:   %u.3 = phi [%u.2, then], [%u.1, else]
; SEMI-NEXT:   %x.3 = phi [%x.1, then], [%x.2, else]
; SEMI-NEXT:   print %x.3
; SEMI-NOT:  phi

; PRUNED:      func main(c):
; PRUNED-NEXT: entry:
; PRUNED-NEXT:   %c.1 = param 0
; PRUNED-NEXT:   %u.1 = const 3
; PRUNED-NEXT:   br %c.1, then, else
; PRUNED-NEXT: then:
; PRUNED-NEXT:   %t.1 = const 1
; PRUNED-NEXT:   %u.2 = + %u.1, 1
; PRUNED-NEXT:   print %t.1, %u.2
; PRUNED-NEXT:   %x.1 = const 10
; PRUNED-NEXT:   jmp join
; PRUNED-NEXT: else:
; PRUNED-NEXT:   %t.2 = const 2
; PRUNED-NEXT:   print %t.2
; PRUNED-NEXT:   %x.2 = const 20
; PRUNED-NEXT:   jmp join
; PRUNED-NEXT: join:
; PRUNED-NEXT:   %x.3 = phi [%x.1, then], [%x.2, else]
; PRUNED-NEXT:   print %x.3
; PRUNED-NEXT:   ret 0
; PRUNED-NOT:  {{.+}}

; OUT:      1 4
; OUT-NEXT: 10
; OUT-NEXT: ; main returned 0
; OUT-NOT:  {{.+}}

func main(c):
entry:
  u = const 3
  br c, then, else
then:
  t = const 1
  u = + u, 1
  print t, u
  x = const 10
  jmp join
else:
  t = const 2
  print t
  x = const 20
  jmp join
join:
  print x
  ret 0
