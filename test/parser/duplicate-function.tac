; A module defines each function once: the second definition is an error
; at its name.
; RUN: %not %mopt %s 2>&1 | FileCheck --strict-whitespace %s

; CHECK:      {{^.*}}duplicate-function.tac:[[@LINE+6]]:6: error: function 'f' is defined twice
; CHECK-NEXT: {{^}}func f(a):{{$}}
; CHECK-NEXT: {{^}}     ^{{$}}
; CHECK-NOT:  {{.}}
func f():
  ret 1
func f(a):
  ret a
