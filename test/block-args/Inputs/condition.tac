func main(c):
entry:
  br c(1), L, M
L:
  ret 1
M:
  ret 0
