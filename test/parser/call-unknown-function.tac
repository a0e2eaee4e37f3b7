; A call to a function that the module does not define is an error at the
; callee's name. Functions may be called before they are defined, so this
; is found at the end of the module.
; RUN: %not %mopt %s 2>&1 | FileCheck --strict-whitespace %s

; CHECK:      {{^.*}}call-unknown-function.tac:[[@LINE+6]]:13: error: call to unknown function 'nosuch'
; CHECK-NEXT: {{^}}  %r = call nosuch, 1{{$}}
; CHECK-NEXT: {{^}}            ^{{$}}
; CHECK-NOT:  {{.}}
func main():
  call later
  %r = call nosuch, 1
func later():
