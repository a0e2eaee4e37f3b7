; `br c, L, L` makes two edges into L, and a phi in L has one entry per
; edge, paired in order with the branch's targets: the first entry is read
; when c is non-zero, the second when it is 0. --run used to read the first
; entry either way, while split-critical-edges and out-of-ssa pair them in
; order, so `pick 0` returned 10 as written and 20 after out-of-ssa.
; Found by test/scripts/differential.py (mopt-gen --seed=101, 121, 149, 271
; and 288 of the first 300).
;
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt --run %s > %t.a 2>&1
; RUN: %mopt -passes=lower,ssa,out-of-ssa -verify-each --run %s > %t.b 2>&1 && diff %t.a %t.b
; RUN: %mopt -passes=lower,split-critical-edges -verify-each --run %s > %t.c 2>&1 && diff %t.a %t.c
; RUN: %mopt -passes='lower,ssa<minimal>,out-of-ssa' -verify-each --run %s > %t.d 2>&1 && diff %t.a %t.d

; CHECK:      20 10
; CHECK-NEXT: ; main returned 20
; CHECK-NOT:  {{.+}}

func main():
  %a = call pick, 0
  %b = call pick, 1
  print %a, %b
  ret %a

func pick(c):
start:
  br c, L, L
L:
  %p = phi [10, start], [20, start]
  ret %p
