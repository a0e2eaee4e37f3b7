; An opcode that is neither a word nor a symbol of TAC.md is an error at
; the opcode, with the source line and a caret under it.
; RUN: %not %mopt %s 2>&1 | FileCheck --strict-whitespace %s

; CHECK:      {{^.*}}unknown-opcode.tac:[[@LINE+5]]:7: error: unknown opcode 'frob'
; CHECK-NEXT: {{^}}  x = frob 1, 2{{$}}
; CHECK-NEXT: {{^}}      ^{{$}}
; CHECK-NOT:  {{.}}
func main():
  x = frob 1, 2
