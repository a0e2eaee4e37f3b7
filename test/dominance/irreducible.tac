; Irreducible loops. In main, left and right jump to each other and the
; entry reaches both, so neither dominates the other. squad is idfsquad(3)
; of bench/graphs/GraphFamilies.h: a ladder of two-entry loops y_i <-> z_i
; that the DFS enters through x1 and z1, where CHK learns one rung per pass.
; Every algorithm gives the same idoms.
; RUN: %mopt -passes='lower,print<idom;chk>' -disable-output %s 2>&1 | FileCheck --check-prefix=IDOM --match-full-lines %s
; RUN: %mopt -passes='lower,print<idom;slt>' -disable-output %s 2>&1 | FileCheck --check-prefix=IDOM --match-full-lines %s
; RUN: %mopt -passes='lower,print<idom;lt>' -disable-output %s 2>&1 | FileCheck --check-prefix=IDOM --match-full-lines %s
; RUN: %mopt -passes='lower,print<idom;snca>' -disable-output %s 2>&1 | FileCheck --check-prefix=IDOM --match-full-lines %s
; RUN: %mopt -passes='lower,print<idom;iterative>' -disable-output %s 2>&1 | FileCheck --check-prefix=IDOM --match-full-lines %s

; IDOM:      Printing analysis 'idom' for function 'main':
; IDOM-NEXT: start -
; IDOM-NEXT: left start
; IDOM-NEXT: right start
; IDOM-NEXT: done start
; IDOM-NEXT: Printing analysis 'idom' for function 'squad':
; IDOM-NEXT: r -
; IDOM-NEXT: x1 r
; IDOM-NEXT: x2 x1
; IDOM-NEXT: x3 x2
; IDOM-NEXT: y1 r
; IDOM-NEXT: y2 r
; IDOM-NEXT: y3 r
; IDOM-NEXT: z1 r
; IDOM-NEXT: z2 r
; IDOM-NEXT: z3 r
; IDOM-NEXT: out y3
; IDOM-NOT:  {{.+}}

; RUN: %mopt -passes='lower,print<domtree>,print<domfrontier>' -disable-output %s 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt -dom-algorithm=lt -passes='lower,print<domtree;snca>,print<domfrontier>' -disable-output %s 2>&1 | FileCheck --match-full-lines %s

; CHECK:      Printing analysis 'domtree' for function 'main' (snca):
; CHECK-NEXT:   [0] start
; CHECK-NEXT:     [1] left
; CHECK-NEXT:     [1] right
; CHECK-NEXT:     [1] done
; CHECK-NEXT: Printing analysis 'domfrontier' for function 'main':
; CHECK-NEXT: DF(start) = {}
; CHECK-NEXT: DF(left) = {right, done}
; CHECK-NEXT: DF(right) = {left, done}
; CHECK-NEXT: DF(done) = {}
; CHECK-NEXT: Printing analysis 'domtree' for function 'squad' (snca):
; CHECK-NEXT:   [0] r
; CHECK-NEXT:     [1] x1
; CHECK-NEXT:       [2] x2
; CHECK-NEXT:         [3] x3
; CHECK-NEXT:     [1] y1
; CHECK-NEXT:     [1] y2
; CHECK-NEXT:     [1] y3
; CHECK-NEXT:       [2] out
; CHECK-NEXT:     [1] z1
; CHECK-NEXT:     [1] z2
; CHECK-NEXT:     [1] z3
; CHECK-NEXT: Printing analysis 'domfrontier' for function 'squad':
; CHECK-NEXT: DF(r) = {}
; CHECK-NEXT: DF(x1) = {y1, y2, y3}
; CHECK-NEXT: DF(x2) = {y2, y3}
; CHECK-NEXT: DF(x3) = {y3}
; CHECK-NEXT: DF(y1) = {z1, z2}
; CHECK-NEXT: DF(y2) = {z2, z3}
; CHECK-NEXT: DF(y3) = {z3}
; CHECK-NEXT: DF(z1) = {y1}
; CHECK-NEXT: DF(z2) = {y2}
; CHECK-NEXT: DF(z3) = {y3}
; CHECK-NEXT: DF(out) = {}
; CHECK-NOT:  {{.+}}

func main(n):
start:
  br n, left, right
left:
  n = - n, 1
  br n, right, done
right:
  n = - n, 1
  br n, left, done
done:
  ret n

func squad(n):
r:
  br n, x1, z1
x1:
  br n, y1, x2
x2:
  br n, y2, x3
x3:
  jmp y3
y1:
  br n, z1, z2
y2:
  br n, z2, z3
y3:
  br n, z3, out
z1:
  jmp y1
z2:
  jmp y2
z3:
  jmp y3
out:
  ret n
