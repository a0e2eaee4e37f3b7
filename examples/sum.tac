; The seed article's loop: the sum of 0 .. n-1. Try:
;   mopt -passes=lower,ssa,out-of-ssa examples/sum.tac
;   mopt --run examples/sum.tac
func main():
  %1 = const 10
  %2 = call sum_to, %1
  print %2
  ret %2

func sum_to(n):
entry1:
  n = param 0
  %1 = const 0
  s = copy %1
  %2 = const 0
  i = copy %2
  jmp head2
head2:
  %3 = < i, n
  br %3, body3, exit4
body3:
  %4 = + s, i
  s = copy %4
  %5 = const 1
  %6 = + i, %5
  i = copy %6
  jmp head2
exit4:
  ret s
