func main():
entry:
  jmp L
L(%a):
  ret %a
