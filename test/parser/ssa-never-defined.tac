; A use of an SSA value that its function never defines is an error at the
; use (values of other functions do not count).
; RUN: %not %mopt %s 2>&1 | FileCheck --strict-whitespace %s

; CHECK:      {{^.*}}ssa-never-defined.tac:[[@LINE+8]]:9: error: %b is never defined
; CHECK-NEXT: {{^}}  print %b{{$}}
; CHECK-NEXT: {{^}}        ^{{$}}
; CHECK-NOT:  {{.}}
func f():
  %b = const 1
  ret %b
func main():
  print %b
