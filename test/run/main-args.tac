; Words after the input file are main's arguments: integers (negative and
; 64-bit ones too) or true/false (1/0). They need --run.
; RUN: %mopt --run %s 3 4 2>&1 | FileCheck --match-full-lines --check-prefix=A %s
; RUN: %mopt -passes=lower --run %s 3 4 2>&1 | FileCheck --match-full-lines --check-prefix=A %s
; RUN: %mopt --run %s -9223372036854775808 true 2>&1 | FileCheck --match-full-lines --check-prefix=B %s
; RUN: %not %mopt --run %s 3 x 2>&1 | FileCheck --match-full-lines --check-prefix=BAD %s
; RUN: %not %mopt %s 3 4 2>&1 | FileCheck --match-full-lines --check-prefix=PLAIN %s

; A:      3 4 7
; A-NEXT: ; main returned 12

; B:      -9223372036854775808 1 -9223372036854775807
; B-NEXT: ; main returned -9223372036854775808

; BAD:     mopt: error: program argument 2 'x' is not a value of type int
; BAD-NOT: {{.+}}

; PLAIN:     mopt: error: unexpected argument '3': one input file only (program arguments go after the input file, with --run before it)
; PLAIN-NOT: {{.+}}

func main(a, b):
  %s = + a, b
  print a, b, %s
  %p = * a, b
  ret %p
