func main():
entry:
  jmp L(1, 2)
L(%a, %a):
  ret %a
