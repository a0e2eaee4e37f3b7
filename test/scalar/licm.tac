; `licm` hoists loop-invariant instructions to the loop's preheader. In
; chain, entry (which only jumps to head) is the preheader, and the chain
; %t1 = a * b, %t2 = %t1 + 1, %t3 = %t2 * %t2 leaves body in one run, in
; order. In nest, %k = a * 7 in the inner loop's body is invariant in both
; loops: it leaves the inner loop and then the outer one, to entry; %e = i
; + a is invariant in the inner loop only and stops in its preheader ipre,
; beside %u; %v (which reads %j) stays. In twoin, head has two
; predecessors from outside (left and right), so a preheader,
; head.preheader, is made first: %i's entries from them disagree (0 and 5)
; and become a phi there, %s's agree (0) and become the one value; %t then
; goes into it. In brin, head's one outside predecessor, entry, ends in a
; branch (it may skip the loop), so a preheader is made between them for
; %t. What stays: in traps, the divisions by a variable that may trap:
; %q1, first in the header, is hoisted, but %q2 comes after the header's
; print and %q3 is not in the header (hoisting either would make a
; division by zero happen earlier, or when the loop would not have run
; it). In mem, the load of %p in the header stays, as the loop stores to
; %q; in rdonly, where nothing is stored in the loop, it is hoisted. In
; calls, the call of id (invariant arguments, but a call) stays, and so
; does the load, as the call may write memory.
; RUN: %mopt -passes=lower,ssa,licm -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,licm -stats -disable-output %s 2>&1 | FileCheck --match-full-lines --check-prefix=STATS %s
; The program prints and returns the same without the pass and with it;
; with n = 0 no loop runs (and a = 0 would make %q3 trap, were it
; hoisted); with d = 0, %q2 traps after the print of 0, as written.
; RUN: %mopt --run %s 3 2 5 1 > %t.run 2>&1
; RUN: FileCheck --match-full-lines --check-prefix=OUT %s < %t.run
; RUN: %mopt -passes=lower,ssa,licm -verify-each --run %s 3 2 5 1 2>&1 | diff %t.run -
; RUN: %mopt --run %s 0 0 5 1 > %t.none 2>&1
; RUN: FileCheck --match-full-lines --check-prefix=NONE %s < %t.none
; RUN: %mopt -passes=lower,ssa,licm -verify-each --run %s 0 0 5 1 2>&1 | diff %t.none -
; RUN: %not %mopt --run %s 3 2 5 0 > %t.trap 2>&1
; RUN: FileCheck --match-full-lines --check-prefix=TRAP %s < %t.trap
; RUN: %not %mopt -passes=lower,ssa,licm -verify-each --run %s 3 2 5 0 2>&1 | diff %t.trap -
; The output reads back and runs the same; a second run hoists nothing.
; RUN: %mopt -passes=lower,ssa,licm %s > %t.once
; RUN: %mopt --run %t.once 3 2 5 1 2>&1 | diff %t.run -
; RUN: %mopt -passes=lower,ssa,licm %t.once | diff %t.once -
; RUN: %mopt -passes=lower,ssa,licm -stats -disable-output %t.once 2>&1 | FileCheck --allow-empty --check-prefix=AGAIN %s

; CHECK:      func main(n, a, b, d):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   %a = param 1
; CHECK-NEXT:   %b = param 2
; CHECK-NEXT:   %d = param 3
; CHECK-NEXT:   %r1 = call chain, %n, %a, %b
; CHECK-NEXT:   %r2 = call nest, %n, %a
; CHECK-NEXT:   %r3 = call twoin, %n, %a
; CHECK-NEXT:   %r4 = call brin, %n, %a
; CHECK-NEXT:   %r5 = call traps, %n, %a, %b, %d
; CHECK-NEXT:   %r6 = call mem, %n, %a
; CHECK-NEXT:   %r7 = call rdonly, %n, %a
; CHECK-NEXT:   %r8 = call calls, %n, %a
; CHECK-NEXT:   print %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8
; CHECK-NEXT:   ret %r1
; CHECK-EMPTY:
; CHECK-NEXT: func chain(n, a, b):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   %a = param 1
; CHECK-NEXT:   %b = param 2
; CHECK-NEXT:   %t1 = * %a, %b
; CHECK-NEXT:   %t2 = + %t1, 1
; CHECK-NEXT:   %t3 = * %t2, %t2
; CHECK-NEXT:   jmp head
; CHECK-NEXT: head:
; CHECK-NEXT:   %i = phi [0, entry], [%i2, body]
; CHECK-NEXT:   %s = phi [0, entry], [%s2, body]
; CHECK-NEXT:   %c = < %i, %n
; CHECK-NEXT:   br %c, body, exit
; CHECK-NEXT: body:
; CHECK-NEXT:   %s1 = + %s, %t3
; CHECK-NEXT:   %s2 = + %s1, %i
; CHECK-NEXT:   %i2 = + %i, 1
; CHECK-NEXT:   jmp head
; CHECK-NEXT: exit:
; CHECK-NEXT:   ret %s
; CHECK-EMPTY:
; CHECK-NEXT: func nest(n, a):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   %a = param 1
; CHECK-NEXT:   %k = * %a, 7
; CHECK-NEXT:   jmp outer
; CHECK-NEXT: outer:
; CHECK-NEXT:   %i = phi [0, entry], [%i2, olatch]
; CHECK-NEXT:   %s = phi [0, entry], [%s3, olatch]
; CHECK-NEXT:   %c = < %i, %n
; CHECK-NEXT:   br %c, ipre, exit
; CHECK-NEXT: ipre:
; CHECK-NEXT:   %u = * %i, 3
; CHECK-NEXT:   %e = + %i, %a
; CHECK-NEXT:   jmp inner
; CHECK-NEXT: inner:
; CHECK-NEXT:   %j = phi [0, ipre], [%j2, ibody]
; CHECK-NEXT:   %s2 = phi [%s, ipre], [%s4, ibody]
; CHECK-NEXT:   %d = < %j, %n
; CHECK-NEXT:   br %d, ibody, olatch
; CHECK-NEXT: ibody:
; CHECK-NEXT:   %v = + %u, %j
; CHECK-NEXT:   %w0 = + %v, %k
; CHECK-NEXT:   %w = + %w0, %e
; CHECK-NEXT:   %s4 = + %s2, %w
; CHECK-NEXT:   %j2 = + %j, 1
; CHECK-NEXT:   jmp inner
; CHECK-NEXT: olatch:
; CHECK-NEXT:   %s3 = copy %s2
; CHECK-NEXT:   %i2 = + %i, 1
; CHECK-NEXT:   jmp outer
; CHECK-NEXT: exit:
; CHECK-NEXT:   ret %s
; CHECK-EMPTY:
; CHECK-NEXT: func twoin(n, a):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   %a = param 1
; CHECK-NEXT:   %c0 = < %a, 0
; CHECK-NEXT:   br %c0, left, right
; CHECK-NEXT: left:
; CHECK-NEXT:   jmp head.preheader
; CHECK-NEXT: right:
; CHECK-NEXT:   jmp head.preheader
; CHECK-NEXT: head.preheader:
; CHECK-NEXT:   %i.1 = phi [0, left], [5, right]
; CHECK-NEXT:   %t = - %a, 1
; CHECK-NEXT:   jmp head
; CHECK-NEXT: head:
; CHECK-NEXT:   %i = phi [%i2, body], [%i.1, head.preheader]
; CHECK-NEXT:   %s = phi [%s2, body], [0, head.preheader]
; CHECK-NEXT:   %c = < %i, %n
; CHECK-NEXT:   br %c, body, exit
; CHECK-NEXT: body:
; CHECK-NEXT:   %s2 = + %s, %t
; CHECK-NEXT:   %i2 = + %i, 1
; CHECK-NEXT:   jmp head
; CHECK-NEXT: exit:
; CHECK-NEXT:   ret %s
; CHECK-EMPTY:
; CHECK-NEXT: func brin(n, a):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   %a = param 1
; CHECK-NEXT:   %c0 = < 0, %n
; CHECK-NEXT:   br %c0, head.preheader, exit
; CHECK-NEXT: head.preheader:
; CHECK-NEXT:   %t = << %a, 2
; CHECK-NEXT:   jmp head
; CHECK-NEXT: head:
; CHECK-NEXT:   %i = phi [%i2, head], [0, head.preheader]
; CHECK-NEXT:   %i2 = + %i, %t
; CHECK-NEXT:   %c = < %i2, %n
; CHECK-NEXT:   br %c, head, exit
; CHECK-NEXT: exit:
; CHECK-NEXT:   %r = phi [0, entry], [%i2, head]
; CHECK-NEXT:   ret %r
; CHECK-EMPTY:
; CHECK-NEXT: func traps(n, a, b, d):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   %a = param 1
; CHECK-NEXT:   %b = param 2
; CHECK-NEXT:   %d = param 3
; CHECK-NEXT:   %q1 = / 100, %b
; CHECK-NEXT:   jmp head
; CHECK-NEXT: head:
; CHECK-NEXT:   %i = phi [0, entry], [%i2, body]
; CHECK-NEXT:   %s = phi [0, entry], [%s3, body]
; CHECK-NEXT:   print %i
; CHECK-NEXT:   %q2 = / 200, %d
; CHECK-NEXT:   %c = < %i, %n
; CHECK-NEXT:   br %c, body, exit
; CHECK-NEXT: body:
; CHECK-NEXT:   %q3 = / 300, %a
; CHECK-NEXT:   %s1 = + %s, %q3
; CHECK-NEXT:   %s2 = + %s1, %q1
; CHECK-NEXT:   %s3 = + %s2, %q2
; CHECK-NEXT:   %i2 = + %i, 1
; CHECK-NEXT:   jmp head
; CHECK-NEXT: exit:
; CHECK-NEXT:   ret %s
; CHECK-EMPTY:
; CHECK-NEXT: func mem(n, a):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   %a = param 1
; CHECK-NEXT:   %p: ptr<int> = alloc 2
; CHECK-NEXT:   %q: ptr<int> = ptradd %p, 1
; CHECK-NEXT:   store %p, %a
; CHECK-NEXT:   store %q, 0
; CHECK-NEXT:   jmp head
; CHECK-NEXT: head:
; CHECK-NEXT:   %i = phi [0, entry], [%i2, body]
; CHECK-NEXT:   %x = load %p
; CHECK-NEXT:   %c = < %i, %n
; CHECK-NEXT:   br %c, body, exit
; CHECK-NEXT: body:
; CHECK-NEXT:   %y = load %q
; CHECK-NEXT:   %z = + %y, %x
; CHECK-NEXT:   store %q, %z
; CHECK-NEXT:   %i2 = + %i, 1
; CHECK-NEXT:   jmp head
; CHECK-NEXT: exit:
; CHECK-NEXT:   %r = load %q
; CHECK-NEXT:   free %p
; CHECK-NEXT:   ret %r
; CHECK-EMPTY:
; CHECK-NEXT: func rdonly(n, a):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   %a = param 1
; CHECK-NEXT:   %p: ptr<int> = alloc 1
; CHECK-NEXT:   store %p, %a
; CHECK-NEXT:   %x = load %p
; CHECK-NEXT:   jmp head
; CHECK-NEXT: head:
; CHECK-NEXT:   %i = phi [0, entry], [%i2, body]
; CHECK-NEXT:   %s = phi [0, entry], [%s2, body]
; CHECK-NEXT:   %c = < %i, %n
; CHECK-NEXT:   br %c, body, exit
; CHECK-NEXT: body:
; CHECK-NEXT:   %s2 = + %s, %x
; CHECK-NEXT:   %i2 = + %i, 1
; CHECK-NEXT:   jmp head
; CHECK-NEXT: exit:
; CHECK-NEXT:   free %p
; CHECK-NEXT:   ret %s
; CHECK-EMPTY:
; CHECK-NEXT: func calls(n, a):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   %a = param 1
; CHECK-NEXT:   %p: ptr<int> = alloc 1
; CHECK-NEXT:   store %p, %a
; CHECK-NEXT:   jmp head
; CHECK-NEXT: head:
; CHECK-NEXT:   %i = phi [0, entry], [%i2, body]
; CHECK-NEXT:   %s = phi [0, entry], [%s2, body]
; CHECK-NEXT:   %x = load %p
; CHECK-NEXT:   %c = < %i, %n
; CHECK-NEXT:   br %c, body, exit
; CHECK-NEXT: body:
; CHECK-NEXT:   %f = call id, %a
; CHECK-NEXT:   %s1 = + %s, %f
; CHECK-NEXT:   %s2 = + %s1, %x
; CHECK-NEXT:   %i2 = + %i, 1
; CHECK-NEXT:   jmp head
; CHECK-NEXT: exit:
; CHECK-NEXT:   free %p
; CHECK-NEXT:   ret %s
; CHECK-EMPTY:
; CHECK-NEXT: func id(x):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %x = param 0
; CHECK-NEXT:   ret %x
; CHECK-NOT:  {{.+}}

; STATS:      ===-------------------------------------------------------------------------===
; STATS-NEXT:                           ... Statistics Collected ...
; STATS-NEXT: ===-------------------------------------------------------------------------===
; STATS-EMPTY:
; STATS-NEXT: 10 licm - Number of instructions hoisted
; STATS-EMPTY:
; STATS-NOT:  {{.+}}

; AGAIN-NOT: {{.}}

; OUT:      0
; OUT-NEXT: 1
; OUT-NEXT: 2
; OUT-NEXT: 3
; OUT-NEXT: 366 189 0 8 1110 6 6 12
; OUT-NEXT: ; main returned 366
; OUT-NOT:  {{.+}}

; NONE:      0
; NONE-NEXT: 0 0 0 0 0 0 0 0
; NONE-NEXT: ; main returned 0
; NONE-NOT:  {{.+}}

; TRAP:      0
; TRAP-NEXT: {{.*}}licm.tac:{{[0-9]+}}:3: error: division by zero
; TRAP-NEXT:   %q2 = / 200, %d
; TRAP-NEXT:   ^
; TRAP-NOT:  {{.+}}

func main(n, a, b, d):
entry:
  %n = param 0
  %a = param 1
  %b = param 2
  %d = param 3
  %r1 = call chain, %n, %a, %b
  %r2 = call nest, %n, %a
  %r3 = call twoin, %n, %a
  %r4 = call brin, %n, %a
  %r5 = call traps, %n, %a, %b, %d
  %r6 = call mem, %n, %a
  %r7 = call rdonly, %n, %a
  %r8 = call calls, %n, %a
  print %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8
  ret %r1

func chain(n, a, b):
entry:
  %n = param 0
  %a = param 1
  %b = param 2
  jmp head
head:
  %i = phi [0, entry], [%i2, body]
  %s = phi [0, entry], [%s2, body]
  %c = < %i, %n
  br %c, body, exit
body:
  %t1 = * %a, %b
  %t2 = + %t1, 1
  %t3 = * %t2, %t2
  %s1 = + %s, %t3
  %s2 = + %s1, %i
  %i2 = + %i, 1
  jmp head
exit:
  ret %s

func nest(n, a):
entry:
  %n = param 0
  %a = param 1
  jmp outer
outer:
  %i = phi [0, entry], [%i2, olatch]
  %s = phi [0, entry], [%s3, olatch]
  %c = < %i, %n
  br %c, ipre, exit
ipre:
  %u = * %i, 3
  jmp inner
inner:
  %j = phi [0, ipre], [%j2, ibody]
  %s2 = phi [%s, ipre], [%s4, ibody]
  %d = < %j, %n
  br %d, ibody, olatch
ibody:
  %k = * %a, 7
  %e = + %i, %a
  %v = + %u, %j
  %w0 = + %v, %k
  %w = + %w0, %e
  %s4 = + %s2, %w
  %j2 = + %j, 1
  jmp inner
olatch:
  %s3 = copy %s2
  %i2 = + %i, 1
  jmp outer
exit:
  ret %s

func twoin(n, a):
entry:
  %n = param 0
  %a = param 1
  %c0 = < %a, 0
  br %c0, left, right
left:
  jmp head
right:
  jmp head
head:
  %i = phi [0, left], [5, right], [%i2, body]
  %s = phi [0, left], [0, right], [%s2, body]
  %c = < %i, %n
  br %c, body, exit
body:
  %t = - %a, 1
  %s2 = + %s, %t
  %i2 = + %i, 1
  jmp head
exit:
  ret %s

func brin(n, a):
entry:
  %n = param 0
  %a = param 1
  %c0 = < 0, %n
  br %c0, head, exit
head:
  %i = phi [0, entry], [%i2, head]
  %t = << %a, 2
  %i2 = + %i, %t
  %c = < %i2, %n
  br %c, head, exit
exit:
  %r = phi [0, entry], [%i2, head]
  ret %r

func traps(n, a, b, d):
entry:
  %n = param 0
  %a = param 1
  %b = param 2
  %d = param 3
  jmp head
head:
  %i = phi [0, entry], [%i2, body]
  %s = phi [0, entry], [%s3, body]
  %q1 = / 100, %b
  print %i
  %q2 = / 200, %d
  %c = < %i, %n
  br %c, body, exit
body:
  %q3 = / 300, %a
  %s1 = + %s, %q3
  %s2 = + %s1, %q1
  %s3 = + %s2, %q2
  %i2 = + %i, 1
  jmp head
exit:
  ret %s

func mem(n, a):
entry:
  %n = param 0
  %a = param 1
  %p: ptr<int> = alloc 2
  %q: ptr<int> = ptradd %p, 1
  store %p, %a
  store %q, 0
  jmp head
head:
  %i = phi [0, entry], [%i2, body]
  %x = load %p
  %c = < %i, %n
  br %c, body, exit
body:
  %y = load %q
  %z = + %y, %x
  store %q, %z
  %i2 = + %i, 1
  jmp head
exit:
  %r = load %q
  free %p
  ret %r

func rdonly(n, a):
entry:
  %n = param 0
  %a = param 1
  %p: ptr<int> = alloc 1
  store %p, %a
  jmp head
head:
  %i = phi [0, entry], [%i2, body]
  %s = phi [0, entry], [%s2, body]
  %x = load %p
  %c = < %i, %n
  br %c, body, exit
body:
  %s2 = + %s, %x
  %i2 = + %i, 1
  jmp head
exit:
  free %p
  ret %s

func calls(n, a):
entry:
  %n = param 0
  %a = param 1
  %p: ptr<int> = alloc 1
  store %p, %a
  jmp head
head:
  %i = phi [0, entry], [%i2, body]
  %s = phi [0, entry], [%s2, body]
  %x = load %p
  %c = < %i, %n
  br %c, body, exit
body:
  %f = call id, %a
  %s1 = + %s, %f
  %s2 = + %s1, %x
  %i2 = + %i, 1
  jmp head
exit:
  free %p
  ret %s

func id(x):
entry:
  %x = param 0
  ret %x
