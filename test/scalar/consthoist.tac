; `consthoist` gives each distinct literal of a function one `const`, at
; the nearest common dominator of its uses, out of loops. In diamond, 5
; (read in entry, then and else) goes to entry, before its first reader;
; 9, read only in then, goes there; 3, only a phi entry for else, is read
; at the end of else and goes there, before the jump; the copy of 100
; becomes a const in place (%k). In loop, the 0s of head's phi entries
; (read at the end of entry) and the 1 and 2 of body go to the preheader,
; entry: one const for the two 0s, one for the 2 read in body and in exit.
; In skip, head has no preheader (entry's branch may skip the loop), and
; the 3 read in head goes to head's immediate dominator, entry, with the
; 0 read in entry and head and the 7 of exit's phi entry for entry. In
; main, a void function, there are no literals. With --emit=bril, where
; a literal operand costs a `const` of its own before each use, the Bril
; has one const per literal: 10 consts, where it had 15 (without the
; pass, NONE below, loop alone has five, two of them in body, run on every
; iteration). The program prints the same without the pass and with it,
; and its Bril reads back and runs the same.
; RUN: %mopt -passes=lower,ssa,consthoist -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,consthoist -stats -disable-output %s 2>&1 | FileCheck --match-full-lines --check-prefix=STATS %s
; RUN: %mopt -passes=lower,ssa,consthoist --emit=bril %s > %t.bril
; RUN: FileCheck --match-full-lines --check-prefix=BRIL %s < %t.bril
; RUN: grep -c '= const ' %t.bril | FileCheck --match-full-lines --check-prefix=COUNT %s
; RUN: %mopt -passes=lower,ssa --emit=bril %s > %t.none.bril
; RUN: FileCheck --match-full-lines --check-prefix=NONE %s < %t.none.bril
; RUN: grep -c '= const ' %t.none.bril | FileCheck --match-full-lines --check-prefix=COUNT-NONE %s
; RUN: %mopt --run %s 7 > %t.7 2>&1
; RUN: FileCheck --match-full-lines --check-prefix=OUT7 %s < %t.7
; RUN: %mopt -passes=lower,ssa,consthoist -verify-each --run %s 7 2>&1 | diff %t.7 -
; RUN: %mopt --run %t.bril 7 2>&1 | diff %t.7 -
; RUN: %mopt --run %s 3 > %t.3 2>&1
; RUN: %mopt -passes=lower,ssa,consthoist -verify-each --run %s 3 2>&1 | diff %t.3 -
; RUN: %mopt --run %t.bril 3 2>&1 | diff %t.3 -
; RUN: %mopt --run %s 0 > %t.0 2>&1
; RUN: %mopt -passes=lower,ssa,consthoist -verify-each --run %s 0 2>&1 | diff %t.0 -
; RUN: %mopt --run %t.bril 0 2>&1 | diff %t.0 -
; The output reads back; a second run places nothing.
; RUN: %mopt -passes=lower,ssa,consthoist %s > %t.once
; RUN: %mopt -passes=lower,ssa,consthoist %t.once | diff %t.once -
; RUN: %mopt -passes=lower,ssa,consthoist -stats -disable-output %t.once 2>&1 | FileCheck --allow-empty --check-prefix=AGAIN %s

; CHECK:      func main(n) -> void:
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   %a = call diamond, %n
; CHECK-NEXT:   %b = call loop, %n
; CHECK-NEXT:   %c = call skip, %n
; CHECK-NEXT:   print %a, %b, %c
; CHECK-NEXT:   ret
; CHECK-EMPTY:
; CHECK-NEXT: func diamond(n):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   %k = const 100
; CHECK-NEXT:   %c.1 = const 5
; CHECK-NEXT:   %c: bool = < %n, %c.1
; CHECK-NEXT:   br %c, then, else
; CHECK-NEXT: then:
; CHECK-NEXT:   %x = + %n, %c.1
; CHECK-NEXT:   %c.2 = const 9
; CHECK-NEXT:   %y = * %x, %c.2
; CHECK-NEXT:   jmp join
; CHECK-NEXT: else:
; CHECK-NEXT:   %z = - %n, %c.1
; CHECK-NEXT:   %c.3 = const 3
; CHECK-NEXT:   jmp join
; CHECK-NEXT: join:
; CHECK-NEXT:   %p = phi [%y, then], [%c.3, else]
; CHECK-NEXT:   print %p, %k
; CHECK-NEXT:   ret %p
; CHECK-EMPTY:
; CHECK-NEXT: func loop(n):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   %c.1 = const 0
; CHECK-NEXT:   %c.2 = const 2
; CHECK-NEXT:   %c.3 = const 1
; CHECK-NEXT:   jmp head
; CHECK-NEXT: head:
; CHECK-NEXT:   %i = phi [%c.1, entry], [%i2, body]
; CHECK-NEXT:   %s = phi [%c.1, entry], [%s2, body]
; CHECK-NEXT:   %c: bool = < %i, %n
; CHECK-NEXT:   br %c, body, exit
; CHECK-NEXT: body:
; CHECK-NEXT:   %t = * %i, %c.2
; CHECK-NEXT:   %s2 = + %s, %t
; CHECK-NEXT:   %i2 = + %i, %c.3
; CHECK-NEXT:   jmp head
; CHECK-NEXT: exit:
; CHECK-NEXT:   %r = * %s, %c.2
; CHECK-NEXT:   ret %r
; CHECK-EMPTY:
; CHECK-NEXT: func skip(n):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   %c.1 = const 0
; CHECK-NEXT:   %c: bool = < %c.1, %n
; CHECK-NEXT:   %c.2 = const 3
; CHECK-NEXT:   %c.3 = const 7
; CHECK-NEXT:   br %c, head, exit
; CHECK-NEXT: head:
; CHECK-NEXT:   %i = phi [%n, entry], [%i2, head]
; CHECK-NEXT:   %i2 = - %i, %c.2
; CHECK-NEXT:   %d: bool = < %c.1, %i2
; CHECK-NEXT:   br %d, head, exit
; CHECK-NEXT: exit:
; CHECK-NEXT:   %r = phi [%c.3, entry], [%i2, head]
; CHECK-NEXT:   ret %r
; CHECK-NOT:  {{.+}}

; STATS:      ===-------------------------------------------------------------------------===
; STATS-NEXT:                           ... Statistics Collected ...
; STATS-NEXT: ===-------------------------------------------------------------------------===
; STATS-EMPTY:
; STATS-NEXT: 10 consthoist - Number of consts placed
; STATS-NEXT: 14 consthoist - Number of literal operands replaced
; STATS-EMPTY:
; STATS-NOT:  {{.+}}

; AGAIN-NOT: {{.}}

; BRIL-LABEL: @loop(n: int): int {
; BRIL-NEXT: .entry:
; BRIL-NEXT:   %n: int = id n;
; BRIL-NEXT:   %c.1: int = const 0;
; BRIL-NEXT:   %c.2: int = const 2;
; BRIL-NEXT:   %c.3: int = const 1;
; BRIL-NEXT:   set %i %c.1;
; BRIL-NEXT:   set %s %c.1;
; BRIL-NEXT:   jmp .head;
; BRIL-NEXT: .head:
; BRIL-NEXT:   %i: int = get;
; BRIL-NEXT:   %s: int = get;
; BRIL-NEXT:   %c: bool = lt %i %n;
; BRIL-NEXT:   br %c .body .exit;
; BRIL-NEXT: .body:
; BRIL-NEXT:   %t: int = mul %i %c.2;
; BRIL-NEXT:   %s2: int = add %s %t;
; BRIL-NEXT:   %i2: int = add %i %c.3;
; BRIL-NEXT:   set %i %i2;
; BRIL-NEXT:   set %s %s2;
; BRIL-NEXT:   jmp .head;
; BRIL-NEXT: .exit:
; BRIL-NEXT:   %r: int = mul %s %c.2;
; BRIL-NEXT:   ret %r;
; BRIL-NEXT: }

; COUNT: 10

; NONE-LABEL: @loop(n: int): int {
; NONE-NEXT: .entry:
; NONE-NEXT:   %n: int = id n;
; NONE-NEXT:   _c.1: int = const 0;
; NONE-NEXT:   set %i _c.1;
; NONE-NEXT:   _c.2: int = const 0;
; NONE-NEXT:   set %s _c.2;
; NONE-NEXT:   jmp .head;
; NONE-NEXT: .head:
; NONE-NEXT:   %i: int = get;
; NONE-NEXT:   %s: int = get;
; NONE-NEXT:   %c: bool = lt %i %n;
; NONE-NEXT:   br %c .body .exit;
; NONE-NEXT: .body:
; NONE-NEXT:   _c.3: int = const 2;
; NONE-NEXT:   %t: int = mul %i _c.3;
; NONE-NEXT:   %s2: int = add %s %t;
; NONE-NEXT:   _c.4: int = const 1;
; NONE-NEXT:   %i2: int = add %i _c.4;
; NONE-NEXT:   set %i %i2;
; NONE-NEXT:   set %s %s2;
; NONE-NEXT:   jmp .head;
; NONE-NEXT: .exit:
; NONE-NEXT:   _c.5: int = const 2;
; NONE-NEXT:   %r: int = mul %s _c.5;
; NONE-NEXT:   ret %r;
; NONE-NEXT: }

; COUNT-NONE: 15

; OUT7:      3 100
; OUT7-NEXT: 3 84 -2
; OUT7-NEXT: ; main returned 0
; OUT7-NOT:  {{.+}}

func main(n) -> void:
entry:
  %n = param 0
  %a = call diamond, %n
  %b = call loop, %n
  %c = call skip, %n
  print %a, %b, %c
  ret

func diamond(n):
entry:
  %n = param 0
  %k = copy 100
  %c: bool = < %n, 5
  br %c, then, else
then:
  %x = + %n, 5
  %y = * %x, 9
  jmp join
else:
  %z = - %n, 5
  jmp join
join:
  %p = phi [%y, then], [3, else]
  print %p, %k
  ret %p

func loop(n):
entry:
  %n = param 0
  jmp head
head:
  %i = phi [0, entry], [%i2, body]
  %s = phi [0, entry], [%s2, body]
  %c: bool = < %i, %n
  br %c, body, exit
body:
  %t = * %i, 2
  %s2 = + %s, %t
  %i2 = + %i, 1
  jmp head
exit:
  %r = * %s, 2
  ret %r

func skip(n):
entry:
  %n = param 0
  %c: bool = < 0, %n
  br %c, head, exit
head:
  %i = phi [%n, entry], [%i2, head]
  %i2 = - %i, 3
  %d: bool = < 0, %i2
  br %d, head, exit
exit:
  %r = phi [7, entry], [%i2, head]
  ret %r
