; A million calls, each with its own stack slot (the stack-slots test).
func main():
  i = const 0
  %n = const 1000000
  sum = const 0
loop:
  %c = lt i, %n
  br %c, body, done
body:
  %one = call one
  sum = add sum, %one
  i = add i, 1
  jmp loop
done:
  print sum
func one() -> int:
  %s: ptr<int> = alloca
  store %s, 1
  %v = load %s
  ret %v
