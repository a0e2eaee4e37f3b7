; The trivial-dce example plugin (plugins/examples/dce) erases SSA values that
; nothing uses and that have no effect, to a fixpoint: erasing %sq leaves
; %sum unused, then %one and %two; the dead phi goes and takes its use of
; %sum with it. What stays: a call whose result is unused (%r), a division
; by a variable that may be zero (%q), variable writes (x), print and the
; terminators. A division by a non-zero constant (%q2) goes.
; RUN: %mopt -load-pass-plugin=%plugins/DCE.so -passes=lower,trivial-dce -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt -load-pass-plugin=%plugins/DCE.so -passes=trivial-dce -verify-each %s | FileCheck --match-full-lines --check-prefix=FLAT %s
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt -load-pass-plugin=%plugins/DCE.so -passes=lower,trivial-dce --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; A second run finds nothing to erase and changes nothing.
; RUN: %mopt -load-pass-plugin=%plugins/DCE.so -passes=lower,trivial-dce %s > %t.once
; RUN: %mopt -load-pass-plugin=%plugins/DCE.so -passes=trivial-dce %t.once | diff %t.once -

; CHECK-LABEL: func main():
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %k = const 7
; CHECK-NEXT:    %r = call f, %k
; CHECK-NEXT:    y = const 3
; CHECK-NEXT:    %q = / %k, y
; CHECK-NEXT:    x = + %k, 1
; CHECK-NEXT:    br %k, left, right
; CHECK-NEXT:  left:
; CHECK-NEXT:    jmp join
; CHECK-NEXT:  right:
; CHECK-NEXT:    jmp join
; CHECK-NEXT:  join:
; CHECK-NEXT:    print x
; CHECK-NEXT:    ret 0
; CHECK-EMPTY:
; CHECK-NEXT:  func f(a):
; CHECK-NEXT:    print a
; CHECK-NEXT:    ret a
; CHECK-NOT:   {{.+}}

; In flat form too: the same instructions go.
; FLAT-LABEL: func main():
; FLAT-NEXT:  entry:
; FLAT-NEXT:    %k = const 7
; FLAT-NEXT:    %r = call f, %k
; FLAT-NEXT:    y = const 3
; FLAT-NEXT:    %q = / %k, y
; FLAT-NEXT:    x = + %k, 1
; FLAT-NEXT:    br %k, left, right

; OUT:      7
; OUT-NEXT: 8
; OUT-NEXT: ; main returned 0
; OUT-NOT:  {{.+}}

func main():
entry:
  %one = const 1
  %two = const 2
  %sum = + %one, %two
  %sq = * %sum, %sum
  %k = const 7
  %r = call f, %k
  y = const 3
  %q = / %k, y
  %q2 = % %k, 2
  x = + %k, 1
  br %k, left, right
left:
  jmp join
right:
  jmp join
join:
  %p = phi [%sum, left], [%k, right]
  print x
  ret 0

func f(a):
  print a
  ret a
