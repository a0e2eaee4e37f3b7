; A value defined only in code that can never run cannot be used by code
; that runs. The input check catches both shapes before any pass: a plain
; use (dominance), and a phi entry naming a dead block that is no
; predecessor (phi entries must match the edges, fall-through included).
; RUN: %not %mopt -passes=lower %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=PLAIN
; RUN: %not %mopt -passes=lower %S/Inputs/dead-def-phi.tac 2>&1 | FileCheck --strict-whitespace %s --check-prefix=PHI

; PLAIN:      {{.*}}dead-def-use.tac:22:3: error: in function 'main', block 'L', instruction 'print %x': %x is used where its definition does not dominate the use
; PLAIN-NEXT: {{^}}  print %x{{$}}
; PLAIN-NEXT: {{^}}  ^{{$}}
; PLAIN-NOT:  {{.}}

; PHI:      {{.*}}dead-def-phi.tac:12:3: error: in function 'main', block 'join', instruction '%p = phi [1, start], [%d, dead2]': phi needs exactly one entry per predecessor edge (1 edge(s), 2 entry(ies))
; PHI-NEXT: {{^}}  %p = phi [1, start], [%d, dead2]{{$}}
; PHI-NEXT: {{^}}  ^{{$}}
; PHI-NOT:  {{.}}

func main():
  jmp L
  %x = const 1        ; dead: after jmp
L:
  print %x
