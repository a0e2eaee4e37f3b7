; Mistakes with the dominance printers: each is one message and exit code 1,
; and nothing on standard output.

; Before `lower` there is no CFG; the message points at the function.
; RUN: %not %mopt -passes='print<idom>' %s 2>&1 | FileCheck --check-prefix=FLAT %s
; RUN: %not %mopt -passes='print<idom>' %s 2>/dev/null | FileCheck --allow-empty --check-prefix=NOOUT %s
; RUN: %not %mopt -passes='print<domtree;lt>' %s 2>&1 | FileCheck --check-prefix=FLAT-TREE %s
; RUN: %not %mopt -passes='print<domfrontier>' %s 2>&1 | FileCheck --check-prefix=FLAT-DF %s
; FLAT:      errors.tac:[[#@LINE+9]]:6: error: 'print<idom>' needs CFG form; run 'lower' first (e.g. -passes=lower,print<idom>)
; FLAT-NEXT: {{^}}func main(n):{{$}}
; FLAT-NEXT: {{^}}     ^{{$}}
; FLAT-TREE: errors.tac:[[#@LINE+6]]:6: error: 'print<domtree;lt>' needs CFG form; run 'lower' first (e.g. -passes=lower,print<domtree;lt>)
; FLAT-DF:   errors.tac:[[#@LINE+5]]:6: error: 'print<domfrontier>' needs CFG form; run 'lower' first (e.g. -passes=lower,print<domfrontier>)
; NOOUT-NOT: {{.}}

; The function those messages point at. An unknown algorithm, named by
; the printer or the option, is refused before the input is read:
func main(n):
  ret n

; RUN: %not %mopt -passes='lower,print<idom;bad>' %s 2>&1 | FileCheck --check-prefix=BAD --strict-whitespace %s
; BAD:      {{^}}-passes:1:13: error: unknown dominator algorithm 'bad' (chk, slt, lt, snca or iterative){{$}}
; BAD-NEXT: {{^}}lower,print<idom;bad>{{$}}
; BAD-NEXT: {{^}}            ^{{$}}
; RUN: %not %mopt -passes='lower,print<idom;bad>' %s 2>/dev/null | FileCheck --allow-empty --check-prefix=NOOUT %s
; RUN: %not %mopt -passes='lower,print<domtree;CHK>' %s 2>&1 | FileCheck --check-prefix=CASE %s
; CASE: -passes:1:13: error: unknown dominator algorithm 'CHK' (chk, slt, lt, snca or iterative)
; RUN: %not %mopt -dom-algorithm=bad -passes='lower,print<idom>' %s 2>&1 | FileCheck --check-prefix=OPTION --match-full-lines %s
; OPTION: mopt: error: option '-dom-algorithm' takes chk, slt, lt, snca or iterative, not 'bad'
