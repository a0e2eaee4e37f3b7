; Every instruction belongs to a function: one before the first `func`
; line is an error.
; RUN: %not %mopt %s 2>&1 | FileCheck --strict-whitespace %s

; CHECK:      {{^.*}}before-func.tac:[[@LINE+4]]:3: error: instruction before any 'func' line
; CHECK-NEXT: {{^}}  x = const 1{{$}}
; CHECK-NEXT: {{^}}  ^{{$}}
; CHECK-NOT:  {{.}}
  x = const 1
func main():
