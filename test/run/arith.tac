; The arithmetic of TAC.md at its edges: add/sub/mul/neg wrap; div
; truncates toward zero, rem takes the dividend's sign; INT64_MIN div -1 is
; INT64_MIN and rem -1 is 0; shift amounts count modulo 64, shr is
; arithmetic; `not` gives 1 for 0 and 0 otherwise; variables start at 0;
; a comparison into a bool prints as true or false.
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower --run %s 2>&1 | FileCheck --match-full-lines %s

; CHECK:      1 -9223372036854775808 -4 -1
; CHECK-NEXT: -9223372036854775808 0 -9223372036854775808 9223372036854775807 -9223372036854775808
; CHECK-NEXT: -3 -1 1 3
; CHECK-NEXT: 0 1 0
; CHECK-NEXT: true false
; CHECK-NEXT: ; main returned 0
; CHECK-NOT:  {{.+}}

func main():
  m = const -9223372036854775808
  a = shl 1, 64       ; 64 mod 64 = 0
  b = shl 1, -1       ; -1 mod 64 = 63
  c = shr -8, 1
  d = shr -1, 63
  print a, b, c, d
  e = / m, -1
  f = % m, -1
  g = neg m
  h = - m, 1
  i = * m, -1
  print e, f, g, h, i
  j = / -7, 2
  k = % -7, 2
  l = % 7, -2
  n = / 7, 2
  print j, k, l, n
  o = not 5
  p = not 0
  print o, p, never_assigned
  yes: bool = ne 2, 0
  no: bool = ne 0, 0
  print yes, no
