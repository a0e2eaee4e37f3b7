; A call must pass as many arguments as the callee has parameters.
; RUN: %not %mopt %s 2>&1 | FileCheck --strict-whitespace %s

; CHECK:      {{^.*}}call-arg-count.tac:[[@LINE+5]]:8: error: 'f' takes 2 argument(s), but the call passes 1
; CHECK-NEXT: {{^}}  call f, 1{{$}}
; CHECK-NEXT: {{^}}       ^{{$}}
; CHECK-NOT:  {{.}}
func main():
  call f, 1
func f(a, b):
  ret a
