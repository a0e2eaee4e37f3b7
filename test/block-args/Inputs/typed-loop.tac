func main():
  f: float = const 0.5
  b: bool = const false
  c: char = const 'a'
  %p: ptr<int> = alloc 1
  store %p, 7
  q: ptr<int> = copy %p
  i = const 0
head:
  %done = >= i, 3
  br %done, exit, body
body:
  f = fadd f, f
  b = not b
  %n = char2int c
  %n1 = + %n, 1
  c = int2char %n1
  %v = load q
  %w = + %v, 1
  store q, %w
  q = ptradd q, 0
  i = + i, 1
  jmp head
exit:
  %r = load q
  print f, b, c, i, %r
  free %p
