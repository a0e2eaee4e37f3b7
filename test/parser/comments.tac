; Comments start with ';' or '#' and run to the end of the line, on a line
; of their own or after code; indentation and extra blanks mean nothing.
; None of it survives printing.
; RUN: %mopt %s | FileCheck --match-full-lines --strict-whitespace %s
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s

;CHECK:func main():
;CHECK-NEXT:  x = const 1
;CHECK-NEXT:  %y = + x, 2
;CHECK-NEXT:  print x, %y
;CHECK-NEXT:  ret %y
;CHECK-NOT:{{.+}}

; OUT:      1 3
; OUT-NEXT: ; main returned 3
# a hash comment line
func main():    ; after a header
x = const 1 # after code, no indentation
      %y   =   +   x ,  2      ; extra blanks
	print	x,	%y	# tabs
  ; an indented comment
  ret %y;no blank before the comment
