func main():
  x = const 1
  br x, done, done
done:
  ret x
