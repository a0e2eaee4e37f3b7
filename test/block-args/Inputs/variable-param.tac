func main():
entry:
  jmp L(1)
L(x):
  ret x
