; The swap problem (examples/swap.tac). In swap_phis the phis %a and %b read
; each other on the back edge: one parallel copy (a, b) := (b, a) that no
; order of two plain copies does. out-of-ssa splits the critical back edge
; loop -> loop into loop.loop and sequentialises the cycle through the
; temporary: tmp = b, b = a, a = tmp (i's move, which no one reads, comes
; first). That is 3 + 3 moves and one cycle: 7 copies. swap_vars, whose
; SSA form swaps through %t.1, has no cycle: 6 copies.
; RUN: %mopt -passes=lower,ssa,out-of-ssa -verify-each %examples/swap.tac | FileCheck --match-full-lines %s
; RUN: %mopt -passes='lower,ssa,out-of-ssa<stats>' -disable-output %examples/swap.tac 2>&1 | FileCheck --match-full-lines --check-prefix=STATS %s
; RUN: %mopt -passes=lower,ssa,out-of-ssa --run %examples/swap.tac 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; The output parses back and runs the same.
; RUN: %mopt -passes=lower,ssa,out-of-ssa %examples/swap.tac -o %t.tac
; RUN: %mopt -passes=lower --run %t.tac 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; out-of-ssa<coalesce> splits no edge. In swap_vars a, b and i become one
; variable each, and what is left are the program's own three copies, each
; between two values live at once. In swap_phis the new a and b trade
; places at the top of the loop instead, through tmp (%a is read after the
; loop, so it cannot take %b at the end of the back edge): 5 moves and one
; cycle. Both run as written does.
; RUN: %mopt --run %examples/swap.tac 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt -passes='lower,ssa,out-of-ssa<coalesce>' -verify-each %examples/swap.tac | FileCheck --match-full-lines --check-prefix=COALESCE %s
; RUN: %mopt -passes='lower,ssa,out-of-ssa<coalesce;stats>' -disable-output %examples/swap.tac 2>&1 | FileCheck --match-full-lines --check-prefix=COALESCE-STATS %s
; RUN: %mopt -passes='lower,ssa,out-of-ssa<coalesce>' --run %examples/swap.tac 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt -passes='lower,ssa,out-of-ssa<coalesce>' %examples/swap.tac -o %t.coalesce.tac
; RUN: %mopt -passes=lower --run %t.coalesce.tac 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s

; CHECK-LABEL: func swap_vars(n):
; CHECK-NEXT:    %n.1 = param 0
; CHECK-NEXT:    %a.1 = const 1
; CHECK-NEXT:    %b.1 = const 2
; CHECK-NEXT:    %i.1 = const 0
; CHECK-NEXT:    i.2 = copy %i.1
; CHECK-NEXT:    b.2 = copy %b.1
; CHECK-NEXT:    a.2 = copy %a.1
; CHECK-NEXT:    jmp loop
; CHECK-NEXT:  loop:
; CHECK-NEXT:    print a.2, b.2
; CHECK-NEXT:    %t.1 = copy a.2
; CHECK-NEXT:    %a.3 = copy b.2
; CHECK-NEXT:    %b.3 = copy %t.1
; CHECK-NEXT:    %i.3 = + i.2, 1
; CHECK-NEXT:    %more = < %i.3, %n.1
; CHECK-NEXT:    br %more, loop.loop, done
; CHECK-NEXT:  loop.loop:
; CHECK-NEXT:    i.2 = copy %i.3
; CHECK-NEXT:    b.2 = copy %b.3
; CHECK-NEXT:    a.2 = copy %a.3
; CHECK-NEXT:    jmp loop
; CHECK-NEXT:  done:
; CHECK-NEXT:    ret %b.3
; CHECK-EMPTY:
; CHECK-NEXT:  func swap_phis(n):
; CHECK-NEXT:  start:
; CHECK-NEXT:    %n.1 = param 0
; CHECK-NEXT:    i = copy 0
; CHECK-NEXT:    b = copy 2
; CHECK-NEXT:    a = copy 1
; CHECK-NEXT:    jmp loop
; CHECK-NEXT:  loop:
; CHECK-NEXT:    print a, b
; CHECK-NEXT:    %i.next = + i, 1
; CHECK-NEXT:    %more = < %i.next, %n.1
; CHECK-NEXT:    br %more, loop.loop, done
; CHECK-NEXT:  loop.loop:
; CHECK-NEXT:    i = copy %i.next
; CHECK-NEXT:    tmp = copy b
; CHECK-NEXT:    b = copy a
; CHECK-NEXT:    a = copy tmp
; CHECK-NEXT:    jmp loop
; CHECK-NEXT:  done:
; CHECK-NEXT:    ret a
; CHECK-NOT:   {{.+}}

; COALESCE-LABEL: func swap_vars(n):
; COALESCE-NEXT:    a = const 1
; COALESCE-NEXT:    b = const 2
; COALESCE-NEXT:    i = const 0
; COALESCE-NEXT:  loop:
; COALESCE-NEXT:    print a, b
; COALESCE-NEXT:    %t.1 = copy a
; COALESCE-NEXT:    a = copy b
; COALESCE-NEXT:    b = copy %t.1
; COALESCE-NEXT:    i = + i, 1
; COALESCE-NEXT:    %more = < i, n
; COALESCE-NEXT:    br %more, loop, done
; COALESCE-NEXT:  done:
; COALESCE-NEXT:    ret b
; COALESCE-EMPTY:
; COALESCE-NEXT:  func swap_phis(n):
; COALESCE-NEXT:  start:
; COALESCE-NEXT:    i = copy 0
; COALESCE-NEXT:    a = copy 2
; COALESCE-NEXT:    b = copy 1
; COALESCE-NEXT:  loop:
; COALESCE-NEXT:    tmp = copy b
; COALESCE-NEXT:    b = copy a
; COALESCE-NEXT:    a = copy tmp
; COALESCE-NEXT:    print a, b
; COALESCE-NEXT:    i = + i, 1
; COALESCE-NEXT:    %more = < i, n
; COALESCE-NEXT:    br %more, loop, done
; COALESCE-NEXT:  done:
; COALESCE-NEXT:    ret a
; COALESCE-NOT:   {{.+}}

; COALESCE-STATS:      out-of-ssa: function 'main': 0 moves, 0 cycles, 0 copies
; COALESCE-STATS-NEXT: out-of-ssa: function 'swap_vars': 0 moves, 0 cycles, 0 copies
; COALESCE-STATS-NEXT: out-of-ssa: function 'swap_phis': 5 moves, 1 cycles, 6 copies
; COALESCE-STATS-NOT:  {{.+}}

; STATS:      out-of-ssa: function 'main': 0 moves, 0 cycles, 0 copies
; STATS-NEXT: out-of-ssa: function 'swap_vars': 6 moves, 0 cycles, 6 copies
; STATS-NEXT: out-of-ssa: function 'swap_phis': 6 moves, 1 cycles, 7 copies
; STATS-NOT:  {{.+}}

; OUT:      1 2
; OUT-NEXT: 2 1
; OUT-NEXT: 1 2
; OUT-NEXT: 2 1
; OUT-NEXT: 1 2
; OUT-NEXT: 2 1
; OUT-NEXT: 1 2
; OUT-NEXT: 2 1
; OUT-NEXT: ; main returned 2
; OUT-NOT:  {{.+}}
