; An integer literal must fit in a signed 64-bit integer: 2^63 does not,
; in any operand position; neither does -2^63-1. (-2^63 does: see
; literal-int64-min.tac.)
; RUN: %not %mopt %s 2>&1 | FileCheck --strict-whitespace %s
; RUN: printf 'func main():\n  x = const -9223372036854775809\n' > %t.tac
; RUN: %not %mopt %t.tac 2>&1 | FileCheck --strict-whitespace --check-prefix=NEG %s

; CHECK:      {{^.*}}literal-out-of-range.tac:[[@LINE+10]]:12: error: integer literal 9223372036854775808 does not fit in a signed 64-bit integer
; CHECK-NEXT: {{^}}  x = + 1, 9223372036854775808{{$}}
; CHECK-NEXT: {{^}}           ^{{$}}
; CHECK-NOT:  {{.}}

; NEG:      {{^.*}}.tac:2:13: error: integer literal -9223372036854775809 does not fit in a signed 64-bit integer
; NEG-NEXT: {{^}}  x = const -9223372036854775809{{$}}
; NEG-NEXT: {{^}}            ^{{$}}
; NEG-NOT:  {{.}}
func main():
  x = + 1, 9223372036854775808
