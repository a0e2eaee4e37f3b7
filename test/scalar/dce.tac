; `dce` deletes the instructions whose results reach nothing the program
; does, by marking what is live and sweeping the rest. In main, %sq is
; unused, and so, once it goes, are %sum, %one and %two; %neg, %cmp, a
; division by a non-zero constant (%q, which cannot trap) and int2char of
; a scalar (%ch) go as well. The loop counter %i and its increment %i2 are
; a dead phi cycle: each uses the other, so neither is ever unused, but
; nothing live reads them, and they go, taking %inc (read only by the
; cycle) with them. What stays: the store, the load whose result is
; unused (a load may trap), the call whose result is unused, the void
; call, the print, alloc and free, the live counter %t, which the branch
; and the print read, and every terminator. In keep, every instruction
; may trap and stays though nothing uses it: a division by a variable, a
; division and a remainder by constant zero, int2char of -1 and of a
; surrogate; only the division by 4 goes. The CFG is left alone: the
; branch on a constant in keep stays a branch.
; RUN: %mopt -passes=lower,ssa,dce -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,dce -stats -disable-output %s 2>&1 | FileCheck --match-full-lines --check-prefix=STATS %s
; The program prints and returns the same without the pass and with it.
; RUN: %mopt --run %s 3 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt -passes=lower,ssa,dce -verify-each --run %s 3 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; A second run finds nothing more to delete.
; RUN: %mopt -passes=lower,ssa,dce %s > %t.once
; RUN: %mopt -passes=lower,ssa,dce %t.once | diff %t.once -
; RUN: %mopt -passes=lower,ssa,dce -stats -disable-output %t.once 2>&1 | FileCheck --allow-empty --check-prefix=AGAIN %s

; CHECK:      func main(n):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   %p: ptr<int> = alloc 1
; CHECK-NEXT:   store %p, %n
; CHECK-NEXT:   %v = load %p
; CHECK-NEXT:   %r = call show, %n
; CHECK-NEXT:   call note, 5
; CHECK-NEXT:   free %p
; CHECK-NEXT:   jmp head
; CHECK-NEXT: head:
; CHECK-NEXT:   %t = phi [0, entry], [%t2, body]
; CHECK-NEXT:   %c = < %t, %n
; CHECK-NEXT:   br %c, body, exit
; CHECK-NEXT: body:
; CHECK-NEXT:   %t2 = + %t, 1
; CHECK-NEXT:   jmp head
; CHECK-NEXT: exit:
; CHECK-NEXT:   print %t
; CHECK-NEXT:   ret %t
; CHECK-EMPTY:
; CHECK-NEXT: func show(a):
; CHECK-NEXT:   %a.1 = param 0
; CHECK-NEXT:   print %a.1
; CHECK-NEXT:   ret %a.1
; CHECK-EMPTY:
; CHECK-NEXT: func note(a) -> void:
; CHECK-NEXT:   %a.1 = param 0
; CHECK-NEXT:   print %a.1
; CHECK-NEXT:   ret
; CHECK-EMPTY:
; CHECK-NEXT: func keep(d):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %d = param 0
; CHECK-NEXT:   %a = / 100, %d
; CHECK-NEXT:   %b = / 100, 0
; CHECK-NEXT:   %c = % 100, 0
; CHECK-NEXT:   %e: char = int2char -1
; CHECK-NEXT:   %s: char = int2char 55296
; CHECK-NEXT:   br 1, yes, no
; CHECK-NEXT: yes:
; CHECK-NEXT:   ret 1
; CHECK-NEXT: no:
; CHECK-NEXT:   ret 0
; CHECK-NOT:  {{.+}}

; %one %two %sum %sq %neg %cmp %q %ch %inc %i %i2 in main, %f in keep.
; STATS:      ===-------------------------------------------------------------------------===
; STATS-NEXT:                           ... Statistics Collected ...
; STATS-NEXT: ===-------------------------------------------------------------------------===
; STATS-EMPTY:
; STATS-NEXT: 12 dce - Number of instructions removed
; STATS-EMPTY:
; STATS-NOT:  {{.+}}

; Nothing removed, so no counter is shown (-stats shows only non-zero ones).
; AGAIN-NOT:  {{.+}}

; OUT:      3
; OUT-NEXT: 5
; OUT-NEXT: 3
; OUT-NEXT: ; main returned 3
; OUT-NOT:  {{.+}}

func main(n):
entry:
  %n = param 0
  %one = const 1
  %two = const 2
  %sum = + %one, %two
  %sq = * %sum, %sum
  %neg = neg %n
  %cmp: bool = < %n, 5
  %q = / %n, 7
  %ch = int2char 65
  %inc = * %n, 2
  %p: ptr<int> = alloc 1
  store %p, %n
  %v = load %p
  %r = call show, %n
  call note, 5
  free %p
  jmp head
head:
  %i = phi [0, entry], [%i2, body]
  %t = phi [0, entry], [%t2, body]
  %c = < %t, %n
  br %c, body, exit
body:
  %i2 = + %i, %inc
  %t2 = + %t, 1
  jmp head
exit:
  print %t
  ret %t

func show(a):
  print a
  ret a

func note(a) -> void:
  print a
  ret

func keep(d):
entry:
  %d = param 0
  %a = / 100, %d
  %b = / 100, 0
  %c = % 100, 0
  %e = int2char -1
  %s = int2char 55296
  %f = / 100, 4
  br 1, yes, no
yes:
  ret 1
no:
  ret 0
