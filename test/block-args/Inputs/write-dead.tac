func main():
entry:
  jmp L
  jmp L
L:
  %p = phi [1, entry]
  ret %p
