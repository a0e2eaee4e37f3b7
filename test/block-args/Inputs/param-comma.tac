func main():
entry:
  jmp L(1)
L(%a %b):
  ret %a
