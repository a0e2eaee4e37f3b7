; gcd.tac - Euclid's algorithm with `rem`, and functions calling functions.
;
; gcd(a, b) loops while b is not 0, replacing (a, b) by (b, a rem b). Its
; parameters are variables, so it may assign them. lcm calls gcd. gcd's
; first block is the target of its back edge, so `lower` gives it a fresh
; entry block named `entry`.
;
; Run it:
;   build/opt-tool/mopt --run examples/gcd.tac
;   build/opt-tool/mopt -passes=lower --run examples/gcd.tac
; Both print 21, 12 and 1 and return 21.

func main():
  %a = call gcd, 1071, 462
  print %a
  %b = call lcm, 4, 6
  print %b
  %c = call gcd, 17, 5
  print %c
  ret %a

func gcd(a, b):
loop:
  %zero = == b, 0
  br %zero, done, step
step:
  t = rem a, b
  a = copy b
  b = copy t
  jmp loop
done:
  ret a

func lcm(a, b):
  %g = call gcd, a, b
  %q = / a, %g
  %l = * %q, b
  ret %l
