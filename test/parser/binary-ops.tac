; All 16 binary operators, in their word and in their symbol spelling,
; mean the same and print as the symbol. a = -7, b = 2 checks the
; semantics too: div truncates, rem takes the dividend's sign, shr is
; arithmetic, comparisons give 1 or 0.
; RUN: %mopt %s | FileCheck --match-full-lines %s
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s

; CHECK:      func main():
; CHECK-NEXT:   a = const -7
; CHECK-NEXT:   b = const 2
; CHECK-NEXT:   %w1 = + a, b
; CHECK-NEXT:   %w2 = - a, b
; CHECK-NEXT:   %w3 = * a, b
; CHECK-NEXT:   %w4 = / a, b
; CHECK-NEXT:   %w5 = % a, b
; CHECK-NEXT:   %w6 = & a, b
; CHECK-NEXT:   %w7 = | a, b
; CHECK-NEXT:   %w8 = ^ a, b
; CHECK-NEXT:   %w9 = << a, b
; CHECK-NEXT:   %w10 = >> a, b
; CHECK-NEXT:   %w11 = < a, b
; CHECK-NEXT:   %w12 = <= a, b
; CHECK-NEXT:   %w13 = > a, b
; CHECK-NEXT:   %w14 = >= a, b
; CHECK-NEXT:   %w15 = == a, b
; CHECK-NEXT:   %w16 = != a, b
; CHECK-NEXT:   %s1 = + a, b
; CHECK-NEXT:   %s2 = - a, b
; CHECK-NEXT:   %s3 = * a, b
; CHECK-NEXT:   %s4 = / a, b
; CHECK-NEXT:   %s5 = % a, b
; CHECK-NEXT:   %s6 = & a, b
; CHECK-NEXT:   %s7 = | a, b
; CHECK-NEXT:   %s8 = ^ a, b
; CHECK-NEXT:   %s9 = << a, b
; CHECK-NEXT:   %s10 = >> a, b
; CHECK-NEXT:   %s11 = < a, b
; CHECK-NEXT:   %s12 = <= a, b
; CHECK-NEXT:   %s13 = > a, b
; CHECK-NEXT:   %s14 = >= a, b
; CHECK-NEXT:   %s15 = == a, b
; CHECK-NEXT:   %s16 = != a, b
; CHECK-NEXT:   print %w1, %w2, %w3, %w4, %w5, %w6, %w7, %w8, %w9, %w10, %w11, %w12, %w13, %w14, %w15, %w16
; CHECK-NEXT:   print %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11, %s12, %s13, %s14, %s15, %s16
; CHECK-NOT:  {{.+}}

;          add sub mul div rem and or xor shl shr lt le gt ge eq ne
; OUT:      -5 -9 -14 -3 -1 0 -5 -5 -28 -2 1 1 0 0 0 1
; OUT-NEXT: -5 -9 -14 -3 -1 0 -5 -5 -28 -2 1 1 0 0 0 1
; OUT-NEXT: ; main returned 0

func main():
  a = const -7
  b = const 2
  %w1 = add a, b
  %w2 = sub a, b
  %w3 = mul a, b
  %w4 = div a, b
  %w5 = rem a, b
  %w6 = and a, b
  %w7 = or a, b
  %w8 = xor a, b
  %w9 = shl a, b
  %w10 = shr a, b
  %w11 = lt a, b
  %w12 = le a, b
  %w13 = gt a, b
  %w14 = ge a, b
  %w15 = eq a, b
  %w16 = ne a, b
  %s1 = + a, b
  %s2 = - a, b
  %s3 = * a, b
  %s4 = / a, b
  %s5 = % a, b
  %s6 = & a, b
  %s7 = | a, b
  %s8 = ^ a, b
  %s9 = << a, b
  %s10 = >> a, b
  %s11 = < a, b
  %s12 = <= a, b
  %s13 = > a, b
  %s14 = >= a, b
  %s15 = == a, b
  %s16 = != a, b
  print %w1, %w2, %w3, %w4, %w5, %w6, %w7, %w8, %w9, %w10, %w11, %w12, %w13, %w14, %w15, %w16
  print %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11, %s12, %s13, %s14, %s15, %s16
