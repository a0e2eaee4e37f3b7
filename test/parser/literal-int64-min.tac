; -9223372036854775808 (INT64_MIN) fits: it parses, prints back as written,
; and runs; so does INT64_MAX. INT64_MIN - 1 wraps to INT64_MAX.
; RUN: %mopt %s | FileCheck --match-full-lines %s
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s

; CHECK:      func main():
; CHECK-NEXT:   x = const -9223372036854775808
; CHECK-NEXT:   y = const 9223372036854775807
; CHECK-NEXT:   z = - x, 1
; CHECK-NEXT:   print x, y, z, -9223372036854775808
; CHECK-NOT:  {{.+}}

; OUT:      -9223372036854775808 9223372036854775807 9223372036854775807 -9223372036854775808
; OUT-NEXT: ; main returned 0
; OUT-NOT:  {{.+}}
func main():
  x = const -9223372036854775808
  y = const 9223372036854775807
  z = - x, 1
  print x, y, z, -9223372036854775808
