func main():
  x = const 1
  print x
  ret x

func f(a):
  y = bogus a
  ret y

func g():
  z = const 1
  jmp nowhere
