; A label defined twice in one function is an error at the second one.
; RUN: %not %mopt %s 2>&1 | FileCheck --strict-whitespace %s

; CHECK:      {{^.*}}duplicate-label.tac:[[@LINE+7]]:1: error: label 'L' is defined twice
; CHECK-NEXT: {{^}}L:{{$}}
; CHECK-NEXT: {{^}}^{{$}}
; CHECK-NOT:  {{.}}
func main():
L:
  print 1
L:
  ret 0
