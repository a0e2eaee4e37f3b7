; Dividing by zero is a runtime error: FILE:LINE:COL at the instruction,
; the source line, a caret, and exit status 1. What the program printed
; before stays printed; no `main returned` line follows. `rem` is the same.
; RUN: %not %mopt --run %s 2>&1 | FileCheck --strict-whitespace %s
; RUN: %not %mopt -passes=lower --run %s 2>&1 | FileCheck --strict-whitespace %s
; RUN: printf 'func main():\n  x = const 0\n  y = rem 5, x\n' > %t.tac
; RUN: %not %mopt --run %t.tac 2>&1 | FileCheck --strict-whitespace --check-prefix=REM %s

; CHECK:      {{^}}1{{$}}
; CHECK-NEXT: {{^}}0{{$}}
; CHECK-NEXT: {{^.*}}div-by-zero.tac:[[@LINE+17]]:3: error: division by zero{{$}}
; CHECK-NEXT: {{^}}  %q = / n, %z{{$}}
; CHECK-NEXT: {{^}}  ^{{$}}
; CHECK-NOT:  {{.}}

; REM:      {{^.*}}.tac:3:3: error: division by zero{{$}}
; REM-NEXT: {{^}}  y = rem 5, x{{$}}
; REM-NEXT: {{^}}  ^{{$}}
; REM-NOT:  {{.}}

func main():
  call f, 1
  call f, 0
  print 3
func f(n):
  %z = copy n
  print n
  %q = / n, %z
