; A phi's destination is always an SSA value, never a variable.
; RUN: %not %mopt %s 2>&1 | FileCheck --strict-whitespace %s

; CHECK:      {{^.*}}phi-variable-dest.tac:[[@LINE+8]]:3: error: the destination of a phi must be an SSA value (%name), not variable 'x'
; CHECK-NEXT: {{^}}  x = phi [1, a], [2, b]{{$}}
; CHECK-NEXT: {{^}}  ^{{$}}
; CHECK-NOT:  {{.}}
func main():
a:
  br 1, b, b
b:
  x = phi [1, a], [2, b]
