; main takes exactly as many arguments as it has parameters; a different
; number is an error at main's name, whether too few or too many.
; RUN: %not %mopt --run %s 3 2>&1 | FileCheck --strict-whitespace --check-prefix=FEW %s
; RUN: %not %mopt --run %s 1 2 3 2>&1 | FileCheck --strict-whitespace --check-prefix=MANY %s

; FEW:      {{^.*}}main-arg-count.tac:[[@LINE+8]]:6: error: wrong number of arguments to 'main': expected 2, got 1{{$}}
; FEW-NEXT: {{^}}func main(a, b):{{$}}
; FEW-NEXT: {{^}}     ^{{$}}
; FEW-NOT:  {{.}}

; MANY:      {{^.*}}main-arg-count.tac:[[@LINE+3]]:6: error: wrong number of arguments to 'main': expected 2, got 3{{$}}
; MANY-NOT:  {{error}}

func main(a, b):
  print a, b
