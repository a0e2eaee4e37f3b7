func main():
entry:
  %x = const 1
L(%a):
  ret %a
