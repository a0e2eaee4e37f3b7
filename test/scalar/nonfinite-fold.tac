; XFAIL: *
; KNOWN BUG (reported, not fixed here): instsimplify and sccp fold float
; arithmetic on constants to infinity and NaN, which TAC has no literal for
; (docs/TAC.md: "no literals for infinity or NaN"). The printer writes
; them as `inf`, `-inf` and `-nan`: `-nan` does not read back (expected an
; operand), and `inf` reads back as an int variable, so the text prints 0
; where the program printed Infinity. The module is right in memory (--run
; behind the passes prints the same), only its text is wrong. This test
; prints the module after each pass, runs the text, and expects what the
; program prints as written; remove the XFAIL line once folding leaves
; non-finite results unfolded (or the printer spells them).
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,instsimplify -verify-each --run %s 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,sccp -verify-each --run %s 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,instsimplify %s > %t.instsimplify
; RUN: %mopt --run %t.instsimplify 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,sccp %s > %t.sccp
; RUN: %mopt --run %t.sccp 2>&1 | FileCheck --match-full-lines %s

; CHECK:      Infinity -Infinity NaN
; CHECK-NEXT: ; main returned 0
; CHECK-NOT:  {{.+}}

func main():
  %inf = fdiv 1.0, 0.0
  %ninf = fmul %inf, -1.0
  %nan = fdiv 0.0, 0.0
  print %inf, %ninf, %nan
  ret 0
