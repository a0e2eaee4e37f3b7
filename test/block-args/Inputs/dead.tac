func main():
entry:
  jmp L(1)
  jmp L(2)
L(%a):
  ret %a
