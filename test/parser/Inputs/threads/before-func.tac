  x = const 1
func main():
  y = bogus
