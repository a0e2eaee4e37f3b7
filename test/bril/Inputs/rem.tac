func main(a):
  %r = % a, 2
  ret %r
