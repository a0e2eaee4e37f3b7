; Reading and writing the same file works: the input is read whole before
; the output replaces it (through a temporary file renamed over it), and a
; failed run leaves it as it was.
; RUN: cp %s %t.tac
; RUN: %mopt -passes=lower,ssa,out-of-ssa %t.tac -o %t.tac
; RUN: %mopt --run %t.tac | FileCheck --check-prefix=OUT %s
; RUN: FileCheck --check-prefix=FILE %s < %t.tac
; RUN: cp %t.tac %t.before
; RUN: %not %mopt -passes=nosuch %t.tac -o %t.tac
; RUN: diff %t.before %t.tac

; OUT-NOT: error
; OUT: 45
; FILE: i.2 = copy

func main():
  %1 = const 10
  %2 = call sum_to, %1
  print %2
  ret %2

func sum_to(n):
entry1:
  n = param 0
  s = const 0
  i = const 0
  jmp head2
head2:
  %3 = < i, n
  br %3, body3, exit4
body3:
  s = + s, i
  i = + i, 1
  jmp head2
exit4:
  ret s
