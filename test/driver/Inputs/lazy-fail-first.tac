; main is valid and comes first; sum calls a function that is not there,
; and twice has a syntax error further down: reading the module whole
; reports the syntax error; reading it a function at a time, sum's error
; (or a pass's on main).
func main():
  s = call sum, 4
  print s
  ret

func sum(n):
  r = call nowhere, n
  ret r

func twice(x):
  y = + x x
  ret y
