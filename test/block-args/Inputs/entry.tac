func main():
L(%a):
  ret %a
