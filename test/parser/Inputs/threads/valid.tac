; Calls forwards and backwards, labels, phis and comments across pieces.
func main():
  n = const 5
  r = call sum, n
  print r
  ret r

  func sum(n):   ; a header indented, with a comment
  s = const 0
  i = const 1
head:
  c = le i, n
  br c, body, done
body:
  s = add s, i
  i = add i, 1
  jmp head
done:
  t = call twice, s
  ret t

func twice(v):
  w = add v, v
  ret w
