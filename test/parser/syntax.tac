; The rest of TAC.md's syntax: parameters and `x = param K`, phis (one entry
; per edge), `print` with no operands (an empty line), `ret` without an
; operand (returns 0), `call` with
; and without a destination, and the name characters `_` and `.`.
; RUN: %mopt %s | FileCheck --match-full-lines %s
; RUN: %mopt --run %s 0 5 2>&1 | FileCheck --match-full-lines --check-prefix=ZERO %s
; RUN: %mopt --run %s 1 5 2>&1 | FileCheck --match-full-lines --check-prefix=ONE %s

; CHECK:      func main(a, b_2.x):
; CHECK-NEXT: start:
; CHECK-NEXT:   x = param 0
; CHECK-NEXT:   _y.1 = param 1
; CHECK-NEXT:   br x, one, two
; CHECK-NEXT: one:
; CHECK-NEXT:   jmp join.1
; CHECK-NEXT: two:
; CHECK-NEXT:   jmp join.1
; CHECK-NEXT: join.1:
; CHECK-NEXT:   %p.1 = phi [10, one], [_y.1, two]
; CHECK-NEXT:   %p_2 = phi [a, one], [b_2.x, two]
; CHECK-NEXT:   print
; CHECK-NEXT:   print x, _y.1, %p.1, %p_2
; CHECK-NEXT:   call f
; CHECK-NEXT:   %r = call f
; CHECK-NEXT:   ret
; CHECK-EMPTY:
; CHECK-NEXT: func f():
; CHECK-NEXT:   ret 4
; CHECK-NOT:  {{.+}}

; ZERO:      {{^$}}
; ZERO-NEXT: 0 5 5 5
; ZERO-NEXT: ; main returned 0

; ONE:      {{^$}}
; ONE-NEXT: 1 5 10 1
; ONE-NEXT: ; main returned 0

func main(a, b_2.x):
start:
  x = param 0
  _y.1 = param 1
  br x, one, two
one:
  jmp join.1
two:
  jmp join.1
join.1:
  %p.1 = phi [10, one], [_y.1, two]
  %p_2 = phi [a, one], [b_2.x, two]
  print
  print x, _y.1, %p.1, %p_2
  call f
  %r = call f
  ret

func f():
  ret 4
