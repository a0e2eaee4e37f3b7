func main():
  ret 0

func f(a, a):
  ret a

func g(:
  ret 0
