func main(c):
entry:
  br c, L, M
M:
  %x = const 2
L:
  %p = phi [1, entry], [%x, M]
  print %p
