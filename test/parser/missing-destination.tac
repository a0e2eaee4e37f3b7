; A value-producing instruction other than `call` needs a destination.
; RUN: %not %mopt %s 2>&1 | FileCheck --strict-whitespace %s

; CHECK:      {{^.*}}missing-destination.tac:[[@LINE+6]]:3: error: 'mul' needs a destination: 'x = * ...'
; CHECK-NEXT: {{^}}  * 2, 3{{$}}
; CHECK-NEXT: {{^}}  ^{{$}}
; CHECK-NOT:  {{.}}
func main():
  call main           ; a call may drop its result
  * 2, 3
