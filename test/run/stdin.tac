; The input file `-` is standard input, named <stdin> in diagnostics.
; RUN: %mopt --run - < %s 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower - < %s | FileCheck --match-full-lines --check-prefix=LOWER %s
; RUN: printf 'func main():\n  x = / 1, 0\n' > %t.tac
; RUN: %not %mopt --run - < %t.tac 2>&1 | FileCheck --strict-whitespace --check-prefix=ERR %s

; CHECK:      7
; CHECK-NEXT: ; main returned 0

; LOWER:      func main():
; LOWER-NEXT:   print 7
; LOWER-NEXT:   ret 0
; LOWER-NOT:  {{.+}}

; ERR:      {{^}}<stdin>:2:3: error: division by zero{{$}}
; ERR-NEXT: {{^}}  x = / 1, 0{{$}}
; ERR-NEXT: {{^}}  ^{{$}}

func main():
  print 7
