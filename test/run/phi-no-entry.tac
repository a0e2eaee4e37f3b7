; A phi needs one entry per edge into its block, even in flat form: one
; missing an edge is an input error, whatever the arguments, before anything
; runs. (The interpreter's own runtime check, for IR built without the
; verifier, is covered by the unit tests.)
; RUN: %not %mopt --run %s 1 2>&1 | FileCheck --strict-whitespace --check-prefix=ERR %s
; RUN: %not %mopt --run %s 0 2>&1 | FileCheck --strict-whitespace --check-prefix=ERR %s

; ERR:      {{^.*}}phi-no-entry.tac:[[@LINE+11]]:3: error: in function 'main', block 'join', instruction '%p = phi [7, start]': phi needs exactly one entry per predecessor edge (2 edge(s), 1 entry(ies)){{$}}
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
