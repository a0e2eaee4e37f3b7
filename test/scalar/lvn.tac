; `lvn` is gvn's value numbering with each block on its own, the local
; value numbering CS 6120 teaches. This runs it on gvn.tac's program and
; shows what it leaves that gvn removes: in dom, then's %y = b + a and
; join's %u = a + b are entry's %x, but in other blocks, so they stay (and
; %m1 still multiplies %y); in mem, %l8 in yes repeats entry's %l6 and
; stays. What lies within one block goes as with gvn: join's phi %p2,
; which repeats %p1; the loads %l1 and %l2 (the stored %a), %l4 (%l3) and
; %l5 (the stored 7) and %l7 (%l6), in entry; %f2 and %f3 in flt; and the
; fadd and fmul by 0.0 and 1.0 stay. Running gvn after lvn gives gvn's
; output. The counters are gvn's (lvn is gvn in local mode).
; RUN: %mopt -passes=lower,ssa,lvn -verify-each %S/gvn.tac | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,lvn -stats -disable-output %S/gvn.tac 2>&1 | FileCheck --match-full-lines --check-prefix=STATS %s
; RUN: %mopt -passes=lower,ssa,gvn %S/gvn.tac > %t.gvn
; RUN: %mopt -passes=lower,ssa,lvn,gvn -verify-each %S/gvn.tac | diff %t.gvn -
; The program prints and returns the same without the pass and with it
; (gvn.tac checks what it prints).
; RUN: %mopt --run %S/gvn.tac 1 2 > %t.12 2>&1
; RUN: %mopt -passes=lower,ssa,lvn -verify-each --run %S/gvn.tac 1 2 2>&1 | diff %t.12 -
; RUN: %mopt --run %S/gvn.tac 1 0 > %t.10 2>&1
; RUN: %mopt -passes=lower,ssa,lvn -verify-each --run %S/gvn.tac 1 0 2>&1 | diff %t.10 -
; RUN: %mopt --run %S/gvn.tac -3 1 > %t.m31 2>&1
; RUN: %mopt -passes=lower,ssa,lvn -verify-each --run %S/gvn.tac -3 1 2>&1 | diff %t.m31 -
; A second run changes nothing.
; RUN: %mopt -passes=lower,ssa,lvn %S/gvn.tac > %t.once
; RUN: %mopt -passes=lower,ssa,lvn %t.once | diff %t.once -

; CHECK:      func main(a, b):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %a = param 0
; CHECK-NEXT:   %b = param 1
; CHECK-NEXT:   %r = call dom, %a, %b
; CHECK-NEXT:   %s = call mem, %a, %b
; CHECK-NEXT:   %t: float = call flt, 1.5
; CHECK-NEXT:   print %r, %s, %t
; CHECK-NEXT:   ret %r
; CHECK-EMPTY:
; CHECK-NEXT: func dom(a, b):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %a = param 0
; CHECK-NEXT:   %b = param 1
; CHECK-NEXT:   %x = + %a, %b
; CHECK-NEXT:   %c = < %a, %b
; CHECK-NEXT:   br %c, then, else
; CHECK-NEXT: then:
; CHECK-NEXT:   %y = + %b, %a
; CHECK-NEXT:   %s1 = - %a, %b
; CHECK-NEXT:   %m1 = * %y, 2
; CHECK-NEXT:   jmp join
; CHECK-NEXT: else:
; CHECK-NEXT:   %s2 = - %a, %b
; CHECK-NEXT:   %m2 = * %x, 3
; CHECK-NEXT:   jmp join
; CHECK-NEXT: join:
; CHECK-NEXT:   %p1 = phi [%s1, then], [%s2, else]
; CHECK-NEXT:   %pm = phi [%m1, then], [%m2, else]
; CHECK-NEXT:   %u = + %a, %b
; CHECK-NEXT:   %d = - %a, %b
; CHECK-NEXT:   %v = + %p1, %p1
; CHECK-NEXT:   %w = + %v, %u
; CHECK-NEXT:   %z = + %w, %d
; CHECK-NEXT:   print %x, %pm, %u, %z
; CHECK-NEXT:   ret %z
; CHECK-EMPTY:
; CHECK-NEXT: func mem(a, k):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %a = param 0
; CHECK-NEXT:   %k = param 1
; CHECK-NEXT:   %p: ptr<int> = alloc 4
; CHECK-NEXT:   store %p, %a
; CHECK-NEXT:   %q: ptr<int> = ptradd %p, %k
; CHECK-NEXT:   store %q, 7
; CHECK-NEXT:   %l3 = load %p
; CHECK-NEXT:   call note, %l3
; CHECK-NEXT:   %l6 = load %p
; CHECK-NEXT:   %c = < %a, 0
; CHECK-NEXT:   br %c, yes, no
; CHECK-NEXT: yes:
; CHECK-NEXT:   %l8 = load %p
; CHECK-NEXT:   jmp join
; CHECK-NEXT: no:
; CHECK-NEXT:   jmp join
; CHECK-NEXT: join:
; CHECK-NEXT:   %l9 = load %p
; CHECK-NEXT:   free %p
; CHECK-NEXT:   %s1 = + %a, %a
; CHECK-NEXT:   %s2 = + %l3, %l3
; CHECK-NEXT:   %s3 = + 7, %l6
; CHECK-NEXT:   %s4 = + %l6, %l9
; CHECK-NEXT:   print %s1, %s2, %s3, %s4
; CHECK-NEXT:   ret %s4
; CHECK-EMPTY:
; CHECK-NEXT: func note(x) -> void:
; CHECK-NEXT: entry:
; CHECK-NEXT:   %x = param 0
; CHECK-NEXT:   print %x
; CHECK-NEXT:   ret
; CHECK-EMPTY:
; CHECK-NEXT: func flt(g: float) -> float:
; CHECK-NEXT: entry:
; CHECK-NEXT:   %g: float = param 0
; CHECK-NEXT:   %f1: float = fadd %g, 0.0
; CHECK-NEXT:   %f4: float = fmul %f1, 1.0
; CHECK-NEXT:   %f5: float = fadd %f1, %f1
; CHECK-NEXT:   %f6: float = fadd %f5, %f4
; CHECK-NEXT:   ret %f6
; CHECK-NOT:  {{.+}}

; STATS:      ===-------------------------------------------------------------------------===
; STATS-NEXT:                           ... Statistics Collected ...
; STATS-NEXT: ===-------------------------------------------------------------------------===
; STATS-EMPTY:
; STATS-NEXT:  5 lvn - Number of loads removed
; STATS-NEXT:  4 lvn - Number of redundant instructions removed
; STATS-NEXT: 22 lvn - Number of values numbered
; STATS-EMPTY:
; STATS-NOT:  {{.+}}
