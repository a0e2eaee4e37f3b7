; An SSA value is defined exactly once in its function: a second
; definition is an error that points back at the first.
; RUN: %not %mopt %s 2>&1 | FileCheck --strict-whitespace %s

; CHECK:      {{^.*}}ssa-defined-twice.tac:[[@LINE+6]]:3: error: %a is defined twice (first at line [[@LINE+5]])
; CHECK-NEXT: {{^}}  %a = const 2{{$}}
; CHECK-NEXT: {{^}}  ^{{$}}
; CHECK-NOT:  {{.}}
func main():
  %a = const 1
  %a = const 2
