; Stack slots that ssa promotes, one case each: stored once, where the
; store dominates every load; used in one block; stored on both arms of an
; if and in a loop (phis); never stored (the load reads the zero); typed.
func main(n):
  %once: ptr<int> = alloca
  %local: ptr<int> = alloca
  %sum: ptr<int> = alloca
  %i: ptr<int> = alloca
  %never: ptr<float> = alloca
  %flag: ptr<bool> = alloca
  store %once, 7
  store %sum, 0
  store %i, 0
  %c = lt 0, n
  br %c, yes, no
yes:
  store %flag, bool true
  jmp head
no:
  store %flag, bool false
  jmp head
head:
  %iv = load %i
  %more = lt %iv, n
  br %more, body, done
body:
  %s = load %sum
  %s2 = + %s, %iv
  store %sum, %s2
  %i2 = + %iv, 1
  store %i, %i2
  jmp head
done:
  store %local, 40
  %l = load %local
  %l2 = + %l, 2
  store %local, %l2
  %l3 = load %local
  %o = load %once
  %f = load %never
  %b = load %flag
  %r = load %sum
  print %r, %o, %l3, %b, %f
  ret %r
