func main():
L:
  %p = phi [1, M]
  ret %p
M:
  jmp L
