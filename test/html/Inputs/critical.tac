; A critical edge from the unnamed entry to join, which
; split-critical-edges splits with a new block.
func main():
  x = const 1
  br x, then, join
then:
  x = const 2
join:
  print x
  ret x
