; `simplify-cfg` rewrites the CFG until nothing more applies, keeping
; every phi's entries in step with its block's edges. In shape: `br bool
; true` in entry becomes a jump, which leaves `dead` (a loop of its own)
; unreachable: it is deleted, and with it a's entry for it, so a's phi has
; one entry and is replaced by it (the 1 in the print and the store).
; `br %n, b, b` becomes a jump (b's phi carries %pa on both edges). a, b
; and c, each now entered by a jump from its one predecessor, are merged
; into entry, keeping their store, load and free, and d's phi entry for c
; is renamed entry. hop, which holds only a jump, stays: entry already
; branches to d, and bypassing hop would give d's phi two entries from
; entry that carry different values (%x and %n). e is bypassed: d
; branches straight to g, whose phi takes e's entry (10) for d; then f
; stays, as d now reaches g. In loop: latch, which holds only a jump, is
; bypassed, and head's phi takes its entry once for each of latch's
; predecessors, body and skip; head, with two predecessors, is not merged.
; differ's `br %c, L, L` stays a branch: its two edges into L carry
; different values (10 when %c is true, 20 when false), which a jump could
; not. taken's `br 0, L, L` becomes a jump that keeps the false edge's
; entry, 20; L then has one entry and is merged into entry.
; RUN: %mopt -passes=lower,ssa,simplify-cfg -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,simplifycfg -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,simplify-cfg -stats -disable-output %s 2>&1 | FileCheck --match-full-lines --check-prefix=STATS %s
; The program prints and returns the same without the pass and with it,
; down each side of every branch.
; RUN: %mopt --run %s 0 2>&1 | FileCheck --match-full-lines --check-prefix=OUT0 %s
; RUN: %mopt -passes=lower,ssa,simplify-cfg -verify-each --run %s 0 2>&1 | FileCheck --match-full-lines --check-prefix=OUT0 %s
; RUN: %mopt --run %s 1 2>&1 | FileCheck --match-full-lines --check-prefix=OUT1 %s
; RUN: %mopt -passes=lower,ssa,simplify-cfg -verify-each --run %s 1 2>&1 | FileCheck --match-full-lines --check-prefix=OUT1 %s
; RUN: %mopt --run %s 4 2>&1 | FileCheck --match-full-lines --check-prefix=OUT4 %s
; RUN: %mopt -passes=lower,ssa,simplify-cfg -verify-each --run %s 4 2>&1 | FileCheck --match-full-lines --check-prefix=OUT4 %s
; A second run finds nothing more to do.
; RUN: %mopt -passes=lower,ssa,simplify-cfg %s > %t.once
; RUN: %mopt -passes=lower,ssa,simplify-cfg %t.once | diff %t.once -

; CHECK:      func main(n):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   %a = call shape, %n
; CHECK-NEXT:   %b = call loop, %n
; CHECK-NEXT:   print %a, %b
; CHECK-NEXT:   %c = call differ, %n
; CHECK-NEXT:   %d = call taken
; CHECK-NEXT:   print %c, %d
; CHECK-NEXT:   ret %a
; CHECK-EMPTY:
; CHECK-NEXT: func shape(n):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   print 1
; CHECK-NEXT:   %p: ptr<int> = alloc 1
; CHECK-NEXT:   store %p, 1
; CHECK-NEXT:   %l = load %p
; CHECK-NEXT:   free %p
; CHECK-NEXT:   %x = + %n, %l
; CHECK-NEXT:   br %n, hop, d
; CHECK-NEXT: hop:
; CHECK-NEXT:   jmp d
; CHECK-NEXT: d:
; CHECK-NEXT:   %pd = phi [%x, hop], [%n, entry]
; CHECK-NEXT:   print %pd
; CHECK-NEXT:   br %n, g, f
; CHECK-NEXT: f:
; CHECK-NEXT:   jmp g
; CHECK-NEXT: g:
; CHECK-NEXT:   %pg = phi [20, f], [10, d]
; CHECK-NEXT:   print %pg
; CHECK-NEXT:   ret %pg
; CHECK-EMPTY:
; CHECK-NEXT: func loop(n):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   jmp head
; CHECK-NEXT: head:
; CHECK-NEXT:   %i = phi [0, entry], [%i2, body], [%i2, skip]
; CHECK-NEXT:   %c = < %i, %n
; CHECK-NEXT:   br %c, body, exit
; CHECK-NEXT: body:
; CHECK-NEXT:   %i2 = + %i, 1
; CHECK-NEXT:   %odd = & %i, 1
; CHECK-NEXT:   br %odd, skip, head
; CHECK-NEXT: skip:
; CHECK-NEXT:   print %i
; CHECK-NEXT:   jmp head
; CHECK-NEXT: exit:
; CHECK-NEXT:   ret %i
; CHECK-EMPTY:
; CHECK-NEXT: func differ(c):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %c = param 0
; CHECK-NEXT:   br %c, L, L
; CHECK-NEXT: L:
; CHECK-NEXT:   %p = phi [10, entry], [20, entry]
; CHECK-NEXT:   ret %p
; CHECK-EMPTY:
; CHECK-NEXT: func taken():
; CHECK-NEXT: entry:
; CHECK-NEXT:   ret 20
; CHECK-NOT:  {{.+}}

; Branches: shape's entry's and a's, taken's entry's. Unreachable: dead.
; Merged: a, b, c, and taken's L. Bypassed: e and latch.
; STATS:      ===-------------------------------------------------------------------------===
; STATS-NEXT:                           ... Statistics Collected ...
; STATS-NEXT: ===-------------------------------------------------------------------------===
; STATS-EMPTY:
; STATS-NEXT: 4 simplify-cfg - Number of blocks merged into their predecessor
; STATS-NEXT: 3 simplify-cfg - Number of branches folded
; STATS-NEXT: 2 simplify-cfg - Number of jump-only blocks bypassed
; STATS-NEXT: 1 simplify-cfg - Number of unreachable blocks deleted
; STATS-EMPTY:
; STATS-NOT:  {{.+}}

; OUT0:      1
; OUT0-NEXT: 0
; OUT0-NEXT: 20
; OUT0-NEXT: 20 0
; OUT0-NEXT: 20 20
; OUT0-NEXT: ; main returned 20
; OUT0-NOT:  {{.+}}

; OUT1:      1
; OUT1-NEXT: 2
; OUT1-NEXT: 10
; OUT1-NEXT: 10 1
; OUT1-NEXT: 10 20
; OUT1-NEXT: ; main returned 10
; OUT1-NOT:  {{.+}}

; OUT4:      1
; OUT4-NEXT: 5
; OUT4-NEXT: 10
; OUT4-NEXT: 1
; OUT4-NEXT: 3
; OUT4-NEXT: 10 4
; OUT4-NEXT: 10 20
; OUT4-NEXT: ; main returned 10
; OUT4-NOT:  {{.+}}

func main(n):
entry:
  %n = param 0
  %a = call shape, %n
  %b = call loop, %n
  print %a, %b
  %c = call differ, %n
  %d = call taken
  print %c, %d
  ret %a

func shape(n):
entry:
  %n = param 0
  br bool true, a, dead
dead:
  print 99
  br %n, dead, a
a:
  %pa = phi [1, entry], [2, dead]
  print %pa
  br %n, b, b
b:
  %pb = phi [%pa, a], [%pa, a]
  %p: ptr<int> = alloc 1
  store %p, %pb
  jmp c
c:
  %l = load %p
  free %p
  %x = + %n, %l
  br %n, hop, d
hop:
  jmp d
d:
  %pd = phi [%x, hop], [%n, c]
  print %pd
  br %n, e, f
e:
  jmp g
f:
  jmp g
g:
  %pg = phi [10, e], [20, f]
  print %pg
  ret %pg

func loop(n):
entry:
  %n = param 0
  jmp head
head:
  %i = phi [0, entry], [%i2, latch]
  %c = < %i, %n
  br %c, body, exit
body:
  %i2 = + %i, 1
  %odd = & %i, 1
  br %odd, skip, latch
skip:
  print %i
  jmp latch
latch:
  jmp head
exit:
  ret %i

func differ(c):
entry:
  %c = param 0
  br %c, L, L
L:
  %p = phi [10, entry], [20, entry]
  ret %p

func taken():
entry:
  br 0, L, L
L:
  %p = phi [10, entry], [20, entry]
  ret %p
