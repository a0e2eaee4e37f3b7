; `adce` assumes every instruction dead until shown live, and so removes
; what `dce` cannot. In dead, the loop computes %s, which only the diamond
; below it reads, and the diamond's phi %z only feeds %w, which nothing
; uses: the loop (its phis, compare and increments) and the diamond
; (%d, %x, %y, %z, %w) go, the branches in head and after become jumps to
; their immediate post-dominators (after and join), and body, small and
; big are deleted; the jumps stay, for simplify-cfg to merge (CLEAN). In
; keep, everything stays: entry's branch decides whether yes prints; the
; phi %v is printed, which makes the branch in mid that picks its entry
; live; the store in st makes join's branch live. dce on the same input
; (DCE) removes only what nothing uses: the phi cycle %s/%s2 and then the
; diamond's values, keeping the loop, whose counter the branch reads, and
; both branches.
; RUN: %mopt -passes=lower,ssa,adce -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,adce -stats -disable-output %s 2>&1 | FileCheck --match-full-lines --check-prefix=STATS %s
; RUN: %mopt -passes=lower,ssa,adce,simplify-cfg -verify-each %s | FileCheck --match-full-lines --check-prefix=CLEAN %s
; RUN: %mopt -passes=lower,ssa,dce -verify-each %s | FileCheck --match-full-lines --check-prefix=DCE %s
; The program prints and returns the same without the pass and with it,
; down each side of every branch (n = 0, 1, 3, 7).
; RUN: %mopt --run %s 0 > %t.0 2>&1
; RUN: FileCheck --match-full-lines --check-prefix=OUT0 %s < %t.0
; RUN: %mopt -passes=lower,ssa,adce -verify-each --run %s 0 2>&1 | diff %t.0 -
; RUN: %mopt --run %s 1 > %t.1 2>&1
; RUN: %mopt -passes=lower,ssa,adce -verify-each --run %s 1 2>&1 | diff %t.1 -
; RUN: %mopt --run %s 3 > %t.3 2>&1
; RUN: FileCheck --match-full-lines --check-prefix=OUT3 %s < %t.3
; RUN: %mopt -passes=lower,ssa,adce -verify-each --run %s 3 2>&1 | diff %t.3 -
; RUN: %mopt --run %s 7 > %t.7 2>&1
; RUN: %mopt -passes=lower,ssa,adce -verify-each --run %s 7 2>&1 | diff %t.7 -
; The output reads back and runs the same; a second run removes nothing.
; RUN: %mopt -passes=lower,ssa,adce %s > %t.once
; RUN: %mopt --run %t.once 3 2>&1 | diff %t.3 -
; RUN: %mopt -passes=lower,ssa,adce %t.once | diff %t.once -

; CHECK:      func main(n):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   %a = call dead, %n
; CHECK-NEXT:   %b = call keep, %n
; CHECK-NEXT:   print %a, %b
; CHECK-NEXT:   ret %a
; CHECK-EMPTY:
; CHECK-NEXT: func dead(n):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   jmp head
; CHECK-NEXT: head:
; CHECK-NEXT:   jmp after
; CHECK-NEXT: after:
; CHECK-NEXT:   jmp join
; CHECK-NEXT: join:
; CHECK-NEXT:   print %n
; CHECK-NEXT:   ret %n
; CHECK-EMPTY:
; CHECK-NEXT: func keep(n):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   %p: ptr<int> = alloc 1
; CHECK-NEXT:   %c = < %n, 2
; CHECK-NEXT:   br %c, yes, no
; CHECK-NEXT: yes:
; CHECK-NEXT:   print 1
; CHECK-NEXT:   jmp mid
; CHECK-NEXT: no:
; CHECK-NEXT:   jmp mid
; CHECK-NEXT: mid:
; CHECK-NEXT:   %d = == %n, 3
; CHECK-NEXT:   br %d, three, other
; CHECK-NEXT: three:
; CHECK-NEXT:   %v1 = + %n, 10
; CHECK-NEXT:   jmp join
; CHECK-NEXT: other:
; CHECK-NEXT:   %v2 = + %n, 20
; CHECK-NEXT:   jmp join
; CHECK-NEXT: join:
; CHECK-NEXT:   %v = phi [%v1, three], [%v2, other]
; CHECK-NEXT:   print %v
; CHECK-NEXT:   %e = > %n, 0
; CHECK-NEXT:   br %e, st, done
; CHECK-NEXT: st:
; CHECK-NEXT:   store %p, %n
; CHECK-NEXT:   jmp done
; CHECK-NEXT: done:
; CHECK-NEXT:   free %p
; CHECK-NEXT:   ret 0
; CHECK-NOT:  {{.+}}

; STATS:      ===-------------------------------------------------------------------------===
; STATS-NEXT:                           ... Statistics Collected ...
; STATS-NEXT: ===-------------------------------------------------------------------------===
; STATS-EMPTY:
; STATS-NEXT:  2 adce - Number of dead branches removed
; STATS-NEXT: 10 adce - Number of instructions removed
; STATS-EMPTY:
; STATS-NOT:  {{.+}}

; CLEAN-LABEL: func dead(n):
; CLEAN-NEXT: entry:
; CLEAN-NEXT:   %n = param 0
; CLEAN-NEXT:   print %n
; CLEAN-NEXT:   ret %n
; CLEAN-EMPTY:

; DCE-LABEL: func dead(n):
; DCE-NEXT: entry:
; DCE-NEXT:   %n = param 0
; DCE-NEXT:   jmp head
; DCE-NEXT: head:
; DCE-NEXT:   %i = phi [0, entry], [%i2, body]
; DCE-NEXT:   %c = < %i, %n
; DCE-NEXT:   br %c, body, after
; DCE-NEXT: body:
; DCE-NEXT:   %i2 = + %i, 1
; DCE-NEXT:   jmp head
; DCE-NEXT: after:
; DCE-NEXT:   %d = < %n, 5
; DCE-NEXT:   br %d, small, big
; DCE-NEXT: small:
; DCE-NEXT:   jmp join
; DCE-NEXT: big:
; DCE-NEXT:   jmp join
; DCE-NEXT: join:
; DCE-NEXT:   print %n
; DCE-NEXT:   ret %n
; DCE-EMPTY:

; OUT0:      0
; OUT0-NEXT: 1
; OUT0-NEXT: 20
; OUT0-NEXT: 0 0
; OUT0-NEXT: ; main returned 0
; OUT0-NOT:  {{.+}}

; OUT3:      3
; OUT3-NEXT: 13
; OUT3-NEXT: 3 0
; OUT3-NEXT: ; main returned 3
; OUT3-NOT:  {{.+}}

func main(n):
entry:
  %n = param 0
  %a = call dead, %n
  %b = call keep, %n
  print %a, %b
  ret %a

func dead(n):
entry:
  %n = param 0
  jmp head
head:
  %i = phi [0, entry], [%i2, body]
  %s = phi [0, entry], [%s2, body]
  %c = < %i, %n
  br %c, body, after
body:
  %s2 = + %s, %i
  %i2 = + %i, 1
  jmp head
after:
  %d = < %n, 5
  br %d, small, big
small:
  %x = * %s, 2
  jmp join
big:
  %y = / %s, 3
  jmp join
join:
  %z = phi [%x, small], [%y, big]
  %w = + %z, 1
  print %n
  ret %n

func keep(n):
entry:
  %n = param 0
  %p: ptr<int> = alloc 1
  %c = < %n, 2
  br %c, yes, no
yes:
  print 1
  jmp mid
no:
  jmp mid
mid:
  %d = == %n, 3
  br %d, three, other
three:
  %v1 = + %n, 10
  jmp join
other:
  %v2 = + %n, 20
  jmp join
join:
  %v = phi [%v1, three], [%v2, other]
  print %v
  %e = > %n, 0
  br %e, st, done
st:
  store %p, %n
  jmp done
done:
  free %p
  ret 0
