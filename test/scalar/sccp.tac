; `sccp` (Wegman-Zadeck) proves values constant over the paths that can
; run, then replaces them, folds branches with one reachable edge and
; deletes unreachable blocks with their phi entries. In loop, %x is 1 on
; entry and stays 1: the branch on %x == 1 never takes `other`, so %x2 is
; %x, a fact that needs the phi and the branch solved together. Folding
; and CFG cleanup applied in turn cannot find it (FOLD below: %x is still
; a phi after instsimplify, simplify-cfg, instsimplify and dce). The loop
; counter %i stays: it is 0 on entry and %i + 1 round the loop. In pick,
; %small is true, so `no` is deleted (its print with it) and join's %v,
; which is %n on the deleted edge, is 7 on the only one left: %u folds to
; 42. In same, `br %z, L, L` on a constant 0 keeps the false edge and its
; entry, 20; as the two edges come from one block, sccp meets both
; entries (10 and 20) and leaves the one-entry phi (a second run, or
; instsimplify, folds it). What stays, in keep: the divisions by a
; variable and by a constant zero (the 0 is propagated into the operand,
; but the division is never folded: it traps), int2char of the constant
; -1, the alloc, store, load, call, free and print, and the float
; identities (fadd g, 0.0 and feq g, g); only constant floats fold.
; RUN: %mopt -passes=lower,ssa,sccp -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,instsimplify,simplify-cfg,instsimplify,dce -verify-each %s | FileCheck --match-full-lines --check-prefix=FOLD %s
; RUN: %mopt -passes=lower,ssa,sccp -stats -disable-output %s 2>&1 | FileCheck --match-full-lines --check-prefix=STATS %s
; RUN: %mopt --run %s 3 2>&1 | FileCheck --match-full-lines --check-prefix=OUT3 %s
; RUN: %mopt -passes=lower,ssa,sccp -verify-each --run %s 3 2>&1 | FileCheck --match-full-lines --check-prefix=OUT3 %s
; RUN: %mopt --run %s 0 2>&1 | FileCheck --match-full-lines --check-prefix=OUT0 %s
; RUN: %mopt -passes=lower,ssa,sccp -verify-each --run %s 0 2>&1 | FileCheck --match-full-lines --check-prefix=OUT0 %s

; CHECK:      func main(n):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   %a = call loop, %n
; CHECK-NEXT:   %b = call pick, %n
; CHECK-NEXT:   %c = call same
; CHECK-NEXT:   print %a, %b, %c
; CHECK-NEXT:   ret %a
; CHECK-EMPTY:
; CHECK-NEXT: func loop(n):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   jmp head
; CHECK-NEXT: head:
; CHECK-NEXT:   %i = phi [0, entry], [%i2, latch]
; CHECK-NEXT:   %c = < %i, %n
; CHECK-NEXT:   br %c, body, exit
; CHECK-NEXT: body:
; CHECK-NEXT:   jmp same
; CHECK-NEXT: same:
; CHECK-NEXT:   jmp latch
; CHECK-NEXT: latch:
; CHECK-NEXT:   %i2 = + %i, 1
; CHECK-NEXT:   jmp head
; CHECK-NEXT: exit:
; CHECK-NEXT:   print 1, %i
; CHECK-NEXT:   ret 1
; CHECK-EMPTY:
; CHECK-NEXT: func pick(n):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   jmp yes
; CHECK-NEXT: yes:
; CHECK-NEXT:   jmp join
; CHECK-NEXT: join:
; CHECK-NEXT:   %w = + 7, %n
; CHECK-NEXT:   print %w, 42
; CHECK-NEXT:   ret 42
; CHECK-EMPTY:
; CHECK-NEXT: func same():
; CHECK-NEXT: entry:
; CHECK-NEXT:   jmp L
; CHECK-NEXT: L:
; CHECK-NEXT:   %p = phi [20, entry]
; CHECK-NEXT:   ret %p
; CHECK-EMPTY:
; CHECK-NEXT: func keep(d, g: float):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %d = param 0
; CHECK-NEXT:   %g: float = param 1
; CHECK-NEXT:   %a = / 100, %d
; CHECK-NEXT:   %b = / 100, 0
; CHECK-NEXT:   %c = % 7, 0
; CHECK-NEXT:   %e: char = int2char -1
; CHECK-NEXT:   %p: ptr<int> = alloc 1
; CHECK-NEXT:   store %p, 0
; CHECK-NEXT:   %l = load %p
; CHECK-NEXT:   %r = call pick, %l
; CHECK-NEXT:   free %p
; CHECK-NEXT:   %f: float = fadd %g, 0.0
; CHECK-NEXT:   %fe: bool = feq %g, %g
; CHECK-NEXT:   print %f, 3.0, %fe
; CHECK-NEXT:   ret 0
; CHECK-NOT:  {{.+}}

; FOLD-LABEL: func loop(n):
; FOLD-NEXT:  entry:
; FOLD-NEXT:    %n = param 0
; FOLD-NEXT:    jmp head
; FOLD-NEXT:  head:
; FOLD-NEXT:    %x = phi [1, entry], [%x2, latch]
; FOLD-NEXT:    %i = phi [0, entry], [%i2, latch]
; FOLD-NEXT:    %c = < %i, %n
; FOLD-NEXT:    br %c, body, exit
; FOLD-NEXT:  body:
; FOLD-NEXT:    %t = == %x, 1
; FOLD-NEXT:    br %t, latch, other
; FOLD-NEXT:  other:
; FOLD-NEXT:    %y = + %x, 1
; FOLD-NEXT:    jmp latch
; FOLD-NEXT:  latch:
; FOLD-NEXT:    %x2 = phi [%y, other], [%x, body]
; FOLD-NEXT:    %i2 = + %i, 1
; FOLD-NEXT:    jmp head
; FOLD-NEXT:  exit:
; FOLD-NEXT:    print %x, %i
; FOLD-NEXT:    ret %x
; FOLD-EMPTY:

; Constants: %x %t %x2 in loop, %k %small %v %u in pick, %z in same, %k %m
; %h in keep. Branches: body's, pick's entry's, same's entry's. Blocks:
; other and no. The values are right-aligned, as LLVM's are.
; STATS:      ===-------------------------------------------------------------------------===
; STATS-NEXT:                           ... Statistics Collected ...
; STATS-NEXT: ===-------------------------------------------------------------------------===
; STATS-EMPTY:
; STATS-NEXT:  3 sccp - Number of branches folded
; STATS-NEXT:  2 sccp - Number of unreachable blocks deleted
; STATS-NEXT: 11 sccp - Number of values proved constant
; STATS-EMPTY:
; STATS-NOT:  {{.+}}

; OUT3:      1 3
; OUT3-NEXT: 10 42
; OUT3-NEXT: 1 42 20
; OUT3-NEXT: ; main returned 1
; OUT3-NOT:  {{.+}}

; OUT0:      1 0
; OUT0-NEXT: 7 42
; OUT0-NEXT: 1 42 20
; OUT0-NEXT: ; main returned 1
; OUT0-NOT:  {{.+}}

func main(n):
entry:
  %n = param 0
  %a = call loop, %n
  %b = call pick, %n
  %c = call same
  print %a, %b, %c
  ret %a

func loop(n):
entry:
  %n = param 0
  jmp head
head:
  %x = phi [1, entry], [%x2, latch]
  %i = phi [0, entry], [%i2, latch]
  %c = < %i, %n
  br %c, body, exit
body:
  %t = == %x, 1
  br %t, same, other
same:
  jmp latch
other:
  %y = + %x, 1
  jmp latch
latch:
  %x2 = phi [%x, same], [%y, other]
  %i2 = + %i, 1
  jmp head
exit:
  print %x, %i
  ret %x

func pick(n):
entry:
  %n = param 0
  %k = const 4
  %small = < %k, 10
  br %small, yes, no
yes:
  jmp join
no:
  print 99
  jmp join
join:
  %v = phi [7, yes], [%n, no]
  %w = + %v, %n
  %u = * %v, 6
  print %w, %u
  ret %u

func same():
entry:
  %z = const 0
  br %z, L, L
L:
  %p = phi [10, entry], [20, entry]
  ret %p

func keep(d, g: float):
entry:
  %d = param 0
  %g = param 1
  %k = const 0
  %a = / 100, %d
  %b = / 100, %k
  %c = % 7, %k
  %m = - %k, 1
  %e = int2char %m
  %p: ptr<int> = alloc 1
  store %p, %k
  %l = load %p
  %r = call pick, %l
  free %p
  %f = fadd %g, 0.0
  %h = fmul 1.5, 2.0
  %fe: bool = feq %g, %g
  print %f, %h, %fe
  ret 0
