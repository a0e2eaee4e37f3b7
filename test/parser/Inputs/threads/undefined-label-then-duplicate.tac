func main():
  jmp later

func main():
  ret 0
