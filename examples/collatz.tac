; collatz.tac - nested control flow: a loop in a loop, with branches in
; the inner one.
;
; For each n from 1 to 10, count the steps of the Collatz map (n/2 if n is
; even, 3n+1 if odd) down to 1, print n and the count, and keep the n with
; the most steps.
;
; Run it:
;   build/opt-tool/mopt --run examples/collatz.tac
;   build/opt-tool/mopt -passes=lower --run examples/collatz.tac
; Both print ten lines "n steps" (1 0, 2 1, 3 7, 4 2, 5 5, 6 8, 7 16, 8 3,
; 9 19, 10 6), then the winner "9 19", and return 19.

func main():
  n = const 1
  best = const 0
  arg = const 0
outer:                ; for n = 1 .. 10
  %over = > n, 10
  br %over, finish, count
count:
  x = copy n
  steps = const 0
inner:                ; while x != 1
  %one = == x, 1
  br %one, report, step
step:
  %odd = rem x, 2
  br %odd, odd, even
even:
  x = / x, 2
  jmp next
odd:
  %t = * x, 3
  x = + %t, 1         ; falls into next
next:
  steps = + steps, 1
  jmp inner
report:
  print n, steps
  %better = > steps, best
  br %better, record, advance
record:
  best = copy steps
  arg = copy n        ; falls into advance
advance:
  n = + n, 1
  jmp outer
finish:
  print arg, best
  ret best
