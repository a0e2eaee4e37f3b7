; `gvn` numbers values over the dominator tree (Briggs, Cooper and
; Simpson's DVNT): an expression computed in a block that dominates a
; later one is reused there. In dom, %u = a + b in join is entry's %x, and
; then's %y = b + a is %x too (+ is commutative: its operands' numbers are
; sorted), so %m1 multiplies %x; join's second phi %p2 has the same
; entries as %p1 and is replaced by it. What stays: %s1 and %s2, the same
; a - b in the sibling blocks then and else, neither of which dominates
; the other, and join's %d, a third a - b, as neither dominates join.
; In mem, loads are numbered within a memory generation: %l1 and %l2 read
; what the store of %a wrote and become %a (store-to-load forwarding);
; %q = ptradd %p, %k may be %p (it is, when k is 0), so after the store
; to %q, %l3 must load %p again, while %l4 (a second load of %p) is %l3
; and %l5 (a load of %q) is the 7 stored there. The call of note starts a
; new generation: %l6 loads again, %l7 is %l6, and so is %l8 in yes, which
; has one predecessor and is dominated by entry; join has two
; predecessors and starts afresh, so %l9 stays. In flt, fadd is numbered
; like + (%f2 = 0.0 + g and %f3 = g + 0.0 are %f1), but no float identity
; is applied: g + 0.0 is not g when g is -0.0, and %f1 and the fmul by 1.0
; stay. main's %g, a const, is folded into the call (each instruction is
; simplified on the way). lvn.tac runs `lvn` on this program.
; RUN: %mopt -passes=lower,ssa,gvn -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,gvn -stats -disable-output %s 2>&1 | FileCheck --match-full-lines --check-prefix=STATS %s
; The program prints and returns the same without the pass and with it:
; with k = 2 (%q is not %p), k = 0 (%q is %p) and a < 0 (through yes).
; RUN: %mopt --run %s 1 2 > %t.12 2>&1
; RUN: %mopt -passes=lower,ssa,gvn -verify-each --run %s 1 2 2>&1 | diff %t.12 -
; RUN: FileCheck --match-full-lines --check-prefix=OUT12 %s < %t.12
; RUN: %mopt --run %s 1 0 > %t.10 2>&1
; RUN: %mopt -passes=lower,ssa,gvn -verify-each --run %s 1 0 2>&1 | diff %t.10 -
; RUN: FileCheck --match-full-lines --check-prefix=OUT10 %s < %t.10
; RUN: %mopt --run %s -3 1 > %t.m31 2>&1
; RUN: %mopt -passes=lower,ssa,gvn -verify-each --run %s -3 1 2>&1 | diff %t.m31 -
; The output reads back, runs the same, and a second run changes nothing.
; RUN: %mopt -passes=lower,ssa,gvn %s > %t.once
; RUN: %mopt --run %t.once 1 0 2>&1 | diff %t.10 -
; RUN: %mopt -passes=lower,ssa,gvn %t.once | diff %t.once -

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
; CHECK-NEXT:   %s1 = - %a, %b
; CHECK-NEXT:   %m1 = * %x, 2
; CHECK-NEXT:   jmp join
; CHECK-NEXT: else:
; CHECK-NEXT:   %s2 = - %a, %b
; CHECK-NEXT:   %m2 = * %x, 3
; CHECK-NEXT:   jmp join
; CHECK-NEXT: join:
; CHECK-NEXT:   %p1 = phi [%s1, then], [%s2, else]
; CHECK-NEXT:   %pm = phi [%m1, then], [%m2, else]
; CHECK-NEXT:   %d = - %a, %b
; CHECK-NEXT:   %v = + %p1, %p1
; CHECK-NEXT:   %w = + %v, %x
; CHECK-NEXT:   %z = + %w, %d
; CHECK-NEXT:   print %x, %pm, %x, %z
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
; STATS-NEXT:  6 gvn - Number of loads removed
; STATS-NEXT:  6 gvn - Number of redundant instructions removed
; STATS-NEXT: 20 gvn - Number of values numbered
; STATS-EMPTY:
; STATS-NOT:  {{.+}}

; OUT12:      3 6 3 0
; OUT12-NEXT: 1
; OUT12-NEXT: 2 2 8 2
; OUT12-NEXT: 0 2 4.50000000000000000
; OUT12-NEXT: ; main returned 0
; OUT12-NOT:  {{.+}}

; OUT10:      1 3 1 4
; OUT10-NEXT: 7
; OUT10-NEXT: 2 14 14 14
; OUT10-NEXT: 4 14 4.50000000000000000
; OUT10-NEXT: ; main returned 4
; OUT10-NOT:  {{.+}}

func main(a, b):
entry:
  %a = param 0
  %b = param 1
  %r = call dom, %a, %b
  %s = call mem, %a, %b
  %g: float = const 1.5
  %t: float = call flt, %g
  print %r, %s, %t
  ret %r

func dom(a, b):
entry:
  %a = param 0
  %b = param 1
  %x = + %a, %b
  %c = < %a, %b
  br %c, then, else
then:
  %y = + %b, %a
  %s1 = - %a, %b
  %m1 = * %y, 2
  jmp join
else:
  %s2 = - %a, %b
  %m2 = * %x, 3
  jmp join
join:
  %p1 = phi [%s1, then], [%s2, else]
  %p2 = phi [%s1, then], [%s2, else]
  %pm = phi [%m1, then], [%m2, else]
  %u = + %a, %b
  %d = - %a, %b
  %v = + %p1, %p2
  %w = + %v, %u
  %z = + %w, %d
  print %x, %pm, %u, %z
  ret %z

func mem(a, k):
entry:
  %a = param 0
  %k = param 1
  %p: ptr<int> = alloc 4
  store %p, %a
  %l1 = load %p
  %l2 = load %p
  %q = ptradd %p, %k
  store %q, 7
  %l3 = load %p
  %l4 = load %p
  %l5 = load %q
  call note, %l3
  %l6 = load %p
  %l7 = load %p
  %c = < %a, 0
  br %c, yes, no
yes:
  %l8 = load %p
  jmp join
no:
  jmp join
join:
  %l9 = load %p
  free %p
  %s1 = + %l1, %l2
  %s2 = + %l3, %l4
  %s3 = + %l5, %l6
  %s4 = + %l7, %l9
  print %s1, %s2, %s3, %s4
  ret %s4

func note(x) -> void:
entry:
  %x = param 0
  print %x
  ret

func flt(g: float) -> float:
entry:
  %g: float = param 0
  %f1: float = fadd %g, 0.0
  %f2: float = fadd 0.0, %g
  %f3: float = fadd %g, 0.0
  %f4: float = fmul %f1, 1.0
  %f5: float = fadd %f2, %f3
  %f6: float = fadd %f5, %f4
  ret %f6
