; `print` produces no value, so it takes no destination.
; RUN: %not %mopt %s 2>&1 | FileCheck --strict-whitespace %s

; CHECK:      {{^.*}}dest-on-print.tac:[[@LINE+5]]:3: error: 'print' does not produce a value
; CHECK-NEXT: {{^}}  x = print 1{{$}}
; CHECK-NEXT: {{^}}  ^{{$}}
; CHECK-NOT:  {{.}}
func main():
  x = print 1
