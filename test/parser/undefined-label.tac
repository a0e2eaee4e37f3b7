; A jump to a label that the function never defines is an error at the
; first place that names it.
; RUN: %not %mopt %s 2>&1 | FileCheck --strict-whitespace %s

; CHECK:      {{^.*}}undefined-label.tac:[[@LINE+8]]:7: error: undefined label 'nowhere'
; CHECK-NEXT: {{^}}  jmp nowhere{{$}}
; CHECK-NEXT: {{^}}      ^{{$}}
; CHECK-NOT:  {{.}}
func f():
there:                ; labels belong to their function
  ret 1
func main():
  jmp nowhere
there2:
  jmp there
