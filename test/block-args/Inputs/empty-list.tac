func main():
entry:
  jmp L()
L:
  ret 0
