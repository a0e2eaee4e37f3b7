; `jmp` produces no value, so it takes no destination (nor do `br`, `ret`).
; RUN: %not %mopt %s 2>&1 | FileCheck --strict-whitespace %s

; CHECK:      {{^.*}}dest-on-jmp.tac:[[@LINE+6]]:3: error: 'jmp' does not produce a value
; CHECK-NEXT: {{^}}  %j = jmp L{{$}}
; CHECK-NEXT: {{^}}  ^{{$}}
; CHECK-NOT:  {{.}}
func main():
L:
  %j = jmp L
