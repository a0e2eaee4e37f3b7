; Folding never makes a constant TAC cannot write: a float result that is
; an infinity or a NaN (TAC has no literal for them, docs/TAC.md) stays
; computed, so the printed module reads back and prints what the program
; printed as written. Also -O2 (gvn and consthoist on the way).
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,instsimplify -verify-each --run %s 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,sccp -verify-each --run %s 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,instsimplify %s > %t.instsimplify
; RUN: %mopt --run %t.instsimplify 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,sccp %s > %t.sccp
; RUN: %mopt --run %t.sccp 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt -O2 %s > %t.O2
; RUN: %mopt --run %t.O2 2>&1 | FileCheck --match-full-lines %s

; CHECK:      Infinity -Infinity NaN
; CHECK-NEXT: ; main returned 0
; CHECK-NOT:  {{.+}}

func main():
  %inf = fdiv 1.0, 0.0
  %ninf = fmul %inf, -1.0
  %nan = fdiv 0.0, 0.0
  print %inf, %ninf, %nan
  ret 0
