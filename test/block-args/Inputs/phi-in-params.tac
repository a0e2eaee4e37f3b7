func main():
entry:
  jmp L(1)
L(%a):
  %b = phi [2, entry]
  ret %a
