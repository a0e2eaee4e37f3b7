func main():
entry:
  br 1, L(1), M
L:
  ret 1
M:
  ret 0
