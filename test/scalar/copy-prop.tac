; `copy-prop` replaces every copy and every phi whose entries are one
; value by that value, to a fixed point, and nothing else. %a and %b, a
; chain of copies, both become %n; %five, a copy of a literal, puts 5 in
; its use. Once %l and %r are gone, join's %p merges %n on all three edges
; and goes; %inv in head merges %p and itself, so it is %n too. %cp, the
; copy on the back edge, gives head's %i its %i2. Unlike instsimplify it
; folds nothing: the `const`, the addition of two constants (%s), x + 0
; and x == x stay, %q (two values on three edges) stays, and so do both
; branches, the one on a constant included.
; RUN: %mopt -passes=lower,ssa,copy-prop -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,copy-prop -stats -disable-output %s 2>&1 | FileCheck --match-full-lines --check-prefix=STATS %s
; RUN: %mopt --run %s 3 2>&1 | FileCheck --match-full-lines --check-prefix=LOW %s
; RUN: %mopt -passes=lower,ssa,copy-prop -verify-each --run %s 3 2>&1 | FileCheck --match-full-lines --check-prefix=LOW %s
; RUN: %mopt --run %s 9 2>&1 | FileCheck --match-full-lines --check-prefix=HIGH %s
; RUN: %mopt -passes=lower,ssa,copy-prop -verify-each --run %s 9 2>&1 | FileCheck --match-full-lines --check-prefix=HIGH %s
; A second run finds nothing more to replace.
; RUN: %mopt -passes=lower,ssa,copy-prop %s > %t.once
; RUN: %mopt -passes=lower,ssa,copy-prop %t.once | diff %t.once -

; CHECK:      func main(n):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   %k = const 7
; CHECK-NEXT:   %s = + 2, 3
; CHECK-NEXT:   %z = + %n, 0
; CHECK-NEXT:   %e = == %n, %n
; CHECK-NEXT:   %c = < %n, %k
; CHECK-NEXT:   br %c, left, right
; CHECK-NEXT: left:
; CHECK-NEXT:   jmp join
; CHECK-NEXT: right:
; CHECK-NEXT:   br bool true, join, join
; CHECK-NEXT: join:
; CHECK-NEXT:   %q = phi [%k, left], [%s, right], [%s, right]
; CHECK-NEXT:   jmp head
; CHECK-NEXT: head:
; CHECK-NEXT:   %i = phi [0, join], [%i2, body]
; CHECK-NEXT:   %d = < %i, 5
; CHECK-NEXT:   br %d, body, exit
; CHECK-NEXT: body:
; CHECK-NEXT:   %i2 = + %i, 1
; CHECK-NEXT:   jmp head
; CHECK-NEXT: exit:
; CHECK-NEXT:   print %n, %i, %q, %z, %e
; CHECK-NEXT:   ret %n
; CHECK-NOT:  {{.+}}

; %a %b %five %l %r %p %inv %cp; the counter is copy-prop's, not
; instsimplify's.
; STATS:      ===-------------------------------------------------------------------------===
; STATS-NEXT:                           ... Statistics Collected ...
; STATS-NEXT: ===-------------------------------------------------------------------------===
; STATS-EMPTY:
; STATS-NEXT: 8 copy-prop - Number of copies and phis replaced
; STATS-EMPTY:
; STATS-NOT:  {{.+}}

; LOW:      3 5 7 3 1
; LOW-NEXT: ; main returned 3
; LOW-NOT:  {{.+}}

; HIGH:      9 5 5 9 1
; HIGH-NEXT: ; main returned 9
; HIGH-NOT:  {{.+}}

func main(n):
entry:
  %n = param 0
  %a = copy %n
  %b = copy %a
  %five = copy 5
  %k = const 7
  %s = + 2, 3
  %z = + %b, 0
  %e = == %b, %b
  %c = < %b, %k
  br %c, left, right
left:
  %l = copy %b
  jmp join
right:
  %r = copy %n
  br bool true, join, join
join:
  %p = phi [%l, left], [%r, right], [%n, right]
  %q = phi [%k, left], [%s, right], [%s, right]
  jmp head
head:
  %inv = phi [%p, join], [%inv, body]
  %i = phi [0, join], [%cp, body]
  %d = < %i, %five
  br %d, body, exit
body:
  %i2 = + %i, 1
  %cp = copy %i2
  jmp head
exit:
  print %inv, %i, %q, %z, %e
  ret %inv
