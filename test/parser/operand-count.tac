; A binary operator with one operand: the error names the opcode by its
; word and says how many operands it takes and got.
; RUN: %not %mopt %s 2>&1 | FileCheck --strict-whitespace %s
; The same for a terminator: `br` with two operands.
; RUN: printf 'func main():\nL:\n  br 1, L\n' > %t.tac
; RUN: %not %mopt %t.tac 2>&1 | FileCheck --strict-whitespace --check-prefix=BR %s

; CHECK:      {{^.*}}operand-count.tac:[[@LINE+10]]:7: error: 'add' takes 2 operands, got 1
; CHECK-NEXT: {{^}}  x = + 1{{$}}
; CHECK-NEXT: {{^}}      ^{{$}}
; CHECK-NOT:  {{.}}

; BR:      {{^.*}}.tac:3:3: error: 'br' takes a condition and two labels, got 2 operand(s)
; BR-NEXT: {{^}}  br 1, L{{$}}
; BR-NEXT: {{^}}  ^{{$}}
; BR-NOT:  {{.}}
func main():
  x = + 1
