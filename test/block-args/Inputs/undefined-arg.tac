func main():
entry:
  jmp L(%y)
L(%a):
  ret %a
