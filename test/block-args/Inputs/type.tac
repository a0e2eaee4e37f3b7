func main():
entry:
  jmp L(1.5)
L(%a):
  ret %a
