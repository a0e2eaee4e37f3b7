func main():
entry:
  jmp L(1)
L(%a: void):
  ret %a
