; The zero of a bool or a pointer that ssa puts in a phi, and a bool
; literal operand, print with their types (`bool false`, `ptr<int> 0`) and
; read back as the same constants; a bare `true` is still a variable.
; RUN: %mopt -passes=lower,ssa %s > %t.ssa
; RUN: FileCheck --check-prefix=SSA %s < %t.ssa
; RUN: %mopt --run %t.ssa 2>&1 | FileCheck %s
; RUN: %mopt --run %s 2>&1 | FileCheck %s

; SSA:      %b.2: bool = phi [bool false, _bb0], [%b.1, set]
; SSA:      %p.2: ptr<int> = phi [ptr<int> 0, _bb0], [%p.1, set]
; SSA:      %r: bool = call f, bool true

; CHECK:      true 0
; CHECK-NEXT: ptr<0+0>
; CHECK-NEXT: false 0
; CHECK-NEXT: ; main returned 0

func f(c: bool) -> bool:
  br c, set, join
set:
  b: bool = not c
  p: ptr<int> = alloc 1
  free p
join:
  print c, true
  print p
  ret b

func main():
  %r: bool = call f, bool true
  print %r, false
