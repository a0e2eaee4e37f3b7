; `br c, L, L` is two edges to L from one block: L's idom is that block,
; and L is in no frontier on their account. A block that branches twice to
; itself is in its own frontier.
; RUN: %mopt -passes='lower,print<idom;chk>' -disable-output %s 2>&1 | FileCheck --check-prefix=IDOM --match-full-lines %s
; RUN: %mopt -passes='lower,print<idom;slt>' -disable-output %s 2>&1 | FileCheck --check-prefix=IDOM --match-full-lines %s
; RUN: %mopt -passes='lower,print<idom;lt>' -disable-output %s 2>&1 | FileCheck --check-prefix=IDOM --match-full-lines %s
; RUN: %mopt -passes='lower,print<idom;snca>' -disable-output %s 2>&1 | FileCheck --check-prefix=IDOM --match-full-lines %s
; RUN: %mopt -passes='lower,print<idom;iterative>' -disable-output %s 2>&1 | FileCheck --check-prefix=IDOM --match-full-lines %s
; RUN: %mopt -passes='lower,print<domtree>,print<domfrontier>' -disable-output %s 2>&1 | FileCheck --match-full-lines %s

; IDOM:      Printing analysis 'idom' for function 'main':
; IDOM-NEXT: start -
; IDOM-NEXT: join start
; IDOM-NEXT: spin join
; IDOM-NEXT: out join
; IDOM-NOT:  {{.+}}

; CHECK:      Printing analysis 'domtree' for function 'main' (snca):
; CHECK-NEXT:   [0] start
; CHECK-NEXT:     [1] join
; CHECK-NEXT:       [2] spin
; CHECK-NEXT:       [2] out
; CHECK-NEXT: Printing analysis 'domfrontier' for function 'main':
; CHECK-NEXT: DF(start) = {}
; CHECK-NEXT: DF(join) = {}
; CHECK-NEXT: DF(spin) = {spin}
; CHECK-NEXT: DF(out) = {}
; CHECK-NOT:  {{.+}}

func main(c):
start:
  br c, join, join
join:
  c = - c, 1
  br c, spin, out
spin:
  br c, spin, spin
out:
  ret c
