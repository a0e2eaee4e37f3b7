; Running past the step limit or recursing past the call-depth limit is a
; runtime error at the instruction, with exit status 1; both limits can be
; set on the command line. main's own frame counts toward the depth.
; RUN: %not %mopt --run --max-steps=50 %s 100 2>&1 | FileCheck --strict-whitespace --check-prefix=STEPS %s
; RUN: %mopt --run --max-call-depth=5 %s 3 2>&1 | FileCheck --match-full-lines --check-prefix=OK %s
; RUN: %not %mopt --run --max-call-depth=5 %s 4 2>&1 | FileCheck --strict-whitespace --check-prefix=DEPTH %s

; STEPS:      {{^.*}}limits.tac:{{[0-9]+}}:3: error: step limit exceeded: 50 instructions run (mopt --max-steps=N sets the limit){{$}}
; STEPS-NOT:  main returned

; OK:      ; main returned 3
; OK-NOT:  {{.+}}

; DEPTH:      {{^.*}}limits.tac:[[@LINE+12]]:3: error: call depth limit exceeded{{$}}
; DEPTH-NEXT: {{^}}  %x = call r, %m{{$}}
; DEPTH-NEXT: {{^}}  ^{{$}}
; DEPTH-NOT:  {{.}}

func main(n):
  %r = call r, n
  ret %r
func r(n):            ; n nested calls below main
  br n, more, done
more:
  %m = - n, 1
  %x = call r, %m
  %y = + %x, 1
  ret %y
done:
  ret 0
