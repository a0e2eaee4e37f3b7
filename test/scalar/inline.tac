; inline replaces calls of small callees that take part in no recursion by
; their bodies: square (one block), pick (two returns, merged by a phi in
; the block after the call, with constants made in the caller) go into
; main; fact calls itself and stays a call. The callees stay. The run
; prints the same; inline<threshold=2> inlines only square (-stats counts
; 1); a bad parameter and a pipeline without ssa are refused.
; RUN: %mopt -passes=lower,ssa,inline -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt --run %s 4 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt -passes=lower,ssa,inline -verify-each --run %s 4 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt -passes=lower,ssa,inline %s > %t.tac
; RUN: %mopt --run %t.tac 4 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt '-passes=lower,ssa,inline<threshold=2>' -stats -disable-output %s 2>&1 | FileCheck --match-full-lines --check-prefix=STATS %s
; RUN: %not %mopt '-passes=lower,ssa,inline<threshold=x>' %s 2>&1 | FileCheck --check-prefix=PARAM %s
; RUN: %not %mopt -passes=lower,inline %s 2>&1 | FileCheck --check-prefix=FORM %s

; CHECK-LABEL: func main(n):
; CHECK-NEXT:    %n.1 = param 0
; CHECK-NEXT:    jmp square.entry
; CHECK-NEXT:  square.entry:
; CHECK-NEXT:    %r = * %n.1, %n.1
; CHECK-NEXT:    jmp entry.tail
; CHECK-NEXT:  entry.tail:
; CHECK-NEXT:    %b = call fact, %n.1
; CHECK-NEXT:    jmp pick.entry
; CHECK-NEXT:  pick.entry:
; CHECK-NEXT:    br %n.1, pick.yes, pick.no
; CHECK-NEXT:  pick.yes:
; CHECK-NEXT:    jmp entry.tail.tail
; CHECK-NEXT:  pick.no:
; CHECK-NEXT:    jmp entry.tail.tail
; CHECK-NEXT:  entry.tail.tail:
; CHECK-NEXT:    %c.1 = phi [1, pick.yes], [2, pick.no]
; CHECK-NEXT:    %d = + %r, %b
; CHECK-NEXT:    %e = + %d, %c.1
; CHECK-NEXT:    print %e
; CHECK-NEXT:    ret %e
; CHECK-LABEL: func square(x):
; CHECK-LABEL: func pick(x):
; CHECK-LABEL: func fact(k):
; CHECK:         %f = call fact, %k1

; OUT:      41
; OUT-NEXT: ; main returned 41

; STATS: 1 inline - Number of calls inlined

; PARAM: error: inline takes threshold=N, the most instructions a callee may have, not 'threshold=x'
; FORM: error: 'inline' works on SSA values; run 'ssa' first (e.g. -passes=lower,ssa,inline)

func main(n):
  %a = call square, n
  %b = call fact, n
  %c = call pick, n
  %d = + %a, %b
  %e = + %d, %c
  print %e
  ret %e

func square(x):
  %r = * x, x
  ret %r

func pick(x):
  br x, yes, no
yes:
  ret 1
no:
  ret 2

func fact(k):
  %z = <= k, 1
  br %z, base, rec
base:
  ret 1
rec:
  %k1 = - k, 1
  %f = call fact, %k1
  %m = * k, %f
  ret %m
