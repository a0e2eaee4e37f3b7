; Printing is a fixed point: what mopt prints parses back and prints the
; same, for the flat form and for the lowered form, and runs the same.
; RUN: %mopt %s > %t1
; RUN: %mopt %t1 > %t2
; RUN: diff %t1 %t2
; RUN: %mopt -passes=lower %s > %t3
; RUN: %mopt %t3 > %t4
; RUN: diff %t3 %t4
; RUN: %mopt -passes=lower %t1 > %t5
; RUN: diff %t3 %t5
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt --run %t1 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt --run %t3 2>&1 | FileCheck --match-full-lines %s

; CHECK:      true -9223372036854775808 3
; CHECK-NEXT: 1
; CHECK-NEXT: 2
; CHECK-EMPTY:
; CHECK-NEXT: ; main returned 3

func main():
  %m = const -9223372036854775808
  div: bool = const true            # an opcode word as a variable
  print div, %m, 3
  %r = call loop, 2
  print
  ret %r
  print 99                          ; dead code

func loop(n):
  i = const 0
mul:                                ; an opcode word as a label
  i = add i, 1
  print i
  %c = lt i, n
  br %c, mul, done
done:
  %d = phi [i, mul]
  %s = + %d, 1
  ret %s

func unused():
