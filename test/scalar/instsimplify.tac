; `instsimplify` replaces each instruction that it proves equal to
; something simpler, to a fixed point, and deletes it. In main: a chain of
; constants folds in one run (%s, %m, %k, %big), and so do int2char of a
; scalar and float arithmetic on constants; `const` literals go into their
; uses (%t, in the bools); the integer identities x + 0, x * 1, x * 0,
; x - x, x == x, x / 1, x % 1, x ^ x hold for every x, and on bools
; `and x, true`, `or x, false`, `and x, false`, `or x, true`, `xor x, x`
; and `x <= x` (declared bool). %i1 becomes %x, so the phi in join merges
; one value and goes too. %u, used only by %i8 (which became 0), is left
; for dce, and `br %big` becomes `br 0`: the CFG is simplify-cfg's.
; What stays: the float identities, which NaN and signed zeros break
; (`fadd f, 0.0` is 0.0 for f = -0.0, `fmul f, 0.0` is -0.0 or NaN,
; `fsub f, f` and `feq f, f` NaN and false for f = NaN); the alloc, store,
; load, free, call and prints (%l + 0 becomes %l, but the load stays). In
; keep, everything that may trap: a division by a variable, a division and
; a remainder by constant zero (never folded), int2char of -1 and of a
; surrogate; only the float division by a constant folds.
; RUN: %mopt -passes=lower,ssa,instsimplify -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,instsimplify -stats -disable-output %s 2>&1 | FileCheck --match-full-lines --check-prefix=STATS %s
; The program prints the same with the pass as without, for the arguments
; that break the float identities: -0, NaN and infinity.
; RUN: %mopt --run %s 7 true -0 2>&1 | FileCheck --match-full-lines --check-prefix=ZERO %s
; RUN: %mopt -passes=lower,ssa,instsimplify -verify-each --run %s 7 true -0 2>&1 | FileCheck --match-full-lines --check-prefix=ZERO %s
; RUN: %mopt --run %s 7 false nan 2>&1 | FileCheck --match-full-lines --check-prefix=NAN %s
; RUN: %mopt -passes=lower,ssa,instsimplify -verify-each --run %s 7 false nan 2>&1 | FileCheck --match-full-lines --check-prefix=NAN %s
; RUN: %mopt --run %s -3 true inf 2>&1 | FileCheck --match-full-lines --check-prefix=INF %s
; RUN: %mopt -passes=lower,ssa,instsimplify -verify-each --run %s -3 true inf 2>&1 | FileCheck --match-full-lines --check-prefix=INF %s
; A second run finds nothing more to simplify.
; RUN: %mopt -passes=lower,ssa,instsimplify %s > %t.once
; RUN: %mopt -passes=lower,ssa,instsimplify %t.once | diff %t.once -

; CHECK:      func main(x, b: bool, f: float):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %x = param 0
; CHECK-NEXT:   %b: bool = param 1
; CHECK-NEXT:   %f: float = param 2
; CHECK-NEXT:   print 20, 0, 'A', 3.75
; CHECK-NEXT:   %u = + %x, 5
; CHECK-NEXT:   print %x, 0, 0, 1, %x, 0, 0, 0
; CHECK-NEXT:   print %b, %b, bool false, bool true, bool false, bool true
; CHECK-NEXT:   %f1: float = fadd %f, 0.0
; CHECK-NEXT:   %f2: float = fmul %f, 0.0
; CHECK-NEXT:   %f3: float = fsub %f, %f
; CHECK-NEXT:   %f4: bool = feq %f, %f
; CHECK-NEXT:   print %f1, %f2, %f3, %f4
; CHECK-NEXT:   %p: ptr<int> = alloc 1
; CHECK-NEXT:   store %p, %x
; CHECK-NEXT:   %l = load %p
; CHECK-NEXT:   free %p
; CHECK-NEXT:   %r = call id, %l
; CHECK-NEXT:   print %r
; CHECK-NEXT:   br 0, yes, no
; CHECK-NEXT: yes:
; CHECK-NEXT:   jmp join
; CHECK-NEXT: no:
; CHECK-NEXT:   jmp join
; CHECK-NEXT: join:
; CHECK-NEXT:   print %x
; CHECK-NEXT:   ret %x
; CHECK-EMPTY:
; CHECK-NEXT: func id(a):
; CHECK-NEXT:   %a.1 = param 0
; CHECK-NEXT:   ret %a.1
; CHECK-EMPTY:
; CHECK-NEXT: func keep(d):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %d = param 0
; CHECK-NEXT:   %a = / 100, %d
; CHECK-NEXT:   %z = / 100, 0
; CHECK-NEXT:   %y = % %d, 0
; CHECK-NEXT:   %e: char = int2char -1
; CHECK-NEXT:   %s: char = int2char 55296
; CHECK-NEXT:   print %a, %z, %y, %e, %s, 0.5
; CHECK-NEXT:   ret 0
; CHECK-NOT:  {{.+}}

; In main, the 8 constants (%two ... %fl), the 9 int identities (%i0 ...
; %i8), %t and the 6 bools, %l0 and the phi; in keep, %g.
; STATS:      ===-------------------------------------------------------------------------===
; STATS-NEXT:                           ... Statistics Collected ...
; STATS-NEXT: ===-------------------------------------------------------------------------===
; STATS-EMPTY:
; STATS-NEXT: 27 instsimplify - Number of instructions simplified
; STATS-EMPTY:
; STATS-NOT:  {{.+}}

; ZERO:      20 0 A 3.75000000000000000
; ZERO-NEXT: 7 0 0 1 7 0 0 0
; ZERO-NEXT: true true false true false true
; ZERO-NEXT: 0.00000000000000000 -0.00000000000000000 0.00000000000000000 true
; ZERO-NEXT: 7
; ZERO-NEXT: 7
; ZERO-NEXT: ; main returned 7
; ZERO-NOT:  {{.+}}

; NAN:      20 0 A 3.75000000000000000
; NAN-NEXT: 7 0 0 1 7 0 0 0
; NAN-NEXT: false false false true false true
; NAN-NEXT: NaN NaN NaN false
; NAN-NEXT: 7
; NAN-NEXT: 7
; NAN-NEXT: ; main returned 7
; NAN-NOT:  {{.+}}

; INF:      20 0 A 3.75000000000000000
; INF-NEXT: -3 0 0 1 -3 0 0 0
; INF-NEXT: true true false true false true
; INF-NEXT: Infinity NaN NaN true
; INF-NEXT: -3
; INF-NEXT: -3
; INF-NEXT: ; main returned -3
; INF-NOT:  {{.+}}

func main(x, b: bool, f: float):
entry:
  %x = param 0
  %b = param 1
  %f = param 2
  %two = const 2
  %three = const 3
  %s = + %two, %three
  %m = * %s, %s
  %k = - %m, 5
  %big = > %k, 100
  %ch = int2char 65
  %fl = fadd 1.5, 2.25
  print %k, %big, %ch, %fl
  %i0 = + %x, 0
  %i1 = * %i0, 1
  %i2 = * %x, 0
  %i3 = - %x, %x
  %i4 = == %x, %x
  %i5 = / %x, 1
  %i6 = % %x, 1
  %i7 = ^ %x, %x
  %u = + %x, 5
  %i8 = * %u, 0
  print %i1, %i2, %i3, %i4, %i5, %i6, %i7, %i8
  %t: bool = const true
  %b1 = and %b, %t
  %b2 = or %b, bool false
  %b3 = and %b, bool false
  %b4 = or %b, %t
  %b5 = xor %b, %b
  %b6: bool = <= %x, %x
  print %b1, %b2, %b3, %b4, %b5, %b6
  %f1 = fadd %f, 0.0
  %f2 = fmul %f, 0.0
  %f3 = fsub %f, %f
  %f4: bool = feq %f, %f
  print %f1, %f2, %f3, %f4
  %p: ptr<int> = alloc 1
  store %p, %x
  %l = load %p
  %l0 = + %l, 0
  free %p
  %r = call id, %l0
  print %r
  br %big, yes, no
yes:
  jmp join
no:
  jmp join
join:
  %one = phi [%i1, yes], [%x, no]
  print %one
  ret %one

func id(a):
  ret a

func keep(d):
entry:
  %d = param 0
  %a = / 100, %d
  %z = / 100, 0
  %y = % %d, 0
  %e = int2char -1
  %s = int2char 55296
  %g = fdiv 1.0, 2.0
  print %a, %z, %y, %e, %s, %g
  ret 0
