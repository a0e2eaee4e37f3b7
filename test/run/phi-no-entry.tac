; A phi has no value for an edge it has no entry for: taking that edge is
; a runtime error at the phi (here only with argument 0, when control comes
; from `other`).
; RUN: %mopt --run %s 1 2>&1 | FileCheck --match-full-lines --check-prefix=OK %s
; RUN: %not %mopt --run %s 0 2>&1 | FileCheck --strict-whitespace --check-prefix=ERR %s

; OK:      7
; OK-NEXT: ; main returned 0

; ERR:      {{^.*}}phi-no-entry.tac:[[@LINE+11]]:3: error: phi has no entry for block 'other'{{$}}
; ERR-NEXT: {{^}}  %p = phi [7, start]{{$}}
; ERR-NEXT: {{^}}  ^{{$}}
; ERR-NOT:  {{.}}

func main(c):
start:
  br c, join, other
other:
  jmp join
join:
  %p = phi [7, start]
  print %p
