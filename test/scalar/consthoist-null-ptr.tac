; consthoist leaves the null pointer literal `ptr<int> 0` an operand: a
; `const` cannot hold a pointer (TAC has no pointer literals there), so a
; `%c: ptr<int> = const 0` would print as text mopt refuses to read back.
; -O1 and -O2, which end with consthoist, write a module that reads back
; and prints `ptr<null>`, as the program does as written.
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,consthoist -verify-each --run %s 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,consthoist %s > %t.tac
; RUN: %mopt --run %t.tac 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt -O1 %s > %t.O1.tac
; RUN: %mopt --run %t.O1.tac 2>&1 | FileCheck --match-full-lines %s

; CHECK:      ptr<null>
; CHECK-NEXT: ; main returned 0
; CHECK-NOT:  {{.+}}

func main():
  print ptr<int> 0
  ret 0
