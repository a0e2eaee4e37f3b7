; Deep nesting: Inputs/nested_loops.py N writes N loops nested in one
; another (its header works out the phi counts by hand). For N = 50, `ssa`
; places 2N = 100 phis; ssa<semi-pruned> and ssa<minimal> place the whole
; iterated dominance frontier of each variable, N(N+1)/2 + N = 1325. For
; N = 2000 the passes do not recurse and the program still prints 1; for
; N = 500, ssa<minimal> places 125750 phis, up to 500 in a block, in well
; under a second (each is appended, not inserted after a search).
; RUN: %python %S/Inputs/nested_loops.py 50 > %t.50.tac
; RUN: %mopt -passes=lower,ssa -verify-each %t.50.tac | FileCheck --check-prefix=PRUNED %s
; RUN: %mopt -passes=lower,ssa %t.50.tac | FileCheck --check-prefix=HEADER %s
; RUN: %mopt -passes='lower,ssa<semi-pruned>' -verify-each %t.50.tac | FileCheck --check-prefix=FULL %s
; RUN: %mopt -passes='lower,ssa<minimal>' -verify-each %t.50.tac | FileCheck --check-prefix=FULL %s
; RUN: %mopt -passes=lower,ssa,out-of-ssa -verify-each --run %t.50.tac 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %python %S/Inputs/nested_loops.py 2000 > %t.2000.tac
; RUN: %mopt -passes=lower,ssa,out-of-ssa -verify-each --run %t.2000.tac 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %python %S/Inputs/nested_loops.py 500 > %t.500.tac
; RUN: %mopt -passes='lower,ssa<minimal>' %t.500.tac | FileCheck --check-prefix=MINIMAL-500 %s

; PRUNED-COUNT-100: = phi
; PRUNED-NOT:       = phi

; Each header has its counter's phi and n's; n's value after the loops is
; the outermost header's.
; HEADER:      h_1:
; HEADER-NEXT:   %i_1.2 = phi [%i_1.1, _bb0], [%i_1.3, x_2]
; HEADER-NEXT:   %n.1 = phi [0, _bb0], [%n.2, x_2]
; HEADER:      h_50:
; HEADER-NEXT:   %i_50.2 = phi [%i_50.1, b_49], [%i_50.3, b_50]
; HEADER-NEXT:   %n.50 = phi [%n.49, b_49], [%n.51, b_50]
; HEADER-NEXT:   %c_50 = < %i_50.2, 1
; HEADER:      x_1:
; HEADER-NEXT:   print %n.1

; FULL-COUNT-1325: = phi
; FULL-NOT:        = phi

; MINIMAL-500-COUNT-125750: = phi
; MINIMAL-500-NOT:          = phi

; OUT:      1
; OUT-NEXT: ; main returned 1
; OUT-NOT:  {{.+}}
