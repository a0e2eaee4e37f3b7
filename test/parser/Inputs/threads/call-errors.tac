func main():
  x = call f, 1
  y = call nothere
  ret x

func f(a, b):
  ret a
