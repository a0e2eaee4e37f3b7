; `x = param K` needs 0 <= K < the number of parameters.
; RUN: %not %mopt %s 2>&1 | FileCheck --strict-whitespace %s

; CHECK:      {{^.*}}param-out-of-range.tac:[[@LINE+6]]:13: error: function 'f' has 2 parameter(s); there is no parameter 2
; CHECK-NEXT: {{^}}  x = param 2{{$}}
; CHECK-NEXT: {{^}}            ^{{$}}
; CHECK-NOT:  {{.}}
func f(a, b):
  y = param 1
  x = param 2
