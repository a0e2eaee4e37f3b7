; The lost-copy problem (examples/lost_copy.tac): the phi's copy x = %y
; may not go at the end of `loop`, where it would overwrite the x that
; `done` returns. out-of-ssa splits the critical back edge and puts the
; copy in loop.loop, so main returns 3, not 4.
; RUN: %mopt -passes=lower,ssa,out-of-ssa -verify-each %examples/lost_copy.tac | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,out-of-ssa --run %examples/lost_copy.tac 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; out-of-ssa<coalesce> splits no edge: the phi's entries and %y become one
; variable y, and the phi's result x, which `done` reads while y changes,
; another; the one copy left, x = copy y, runs at the top of the loop.
; RUN: %mopt --run %examples/lost_copy.tac 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt -passes='lower,ssa,out-of-ssa<coalesce>' -verify-each %examples/lost_copy.tac | FileCheck --match-full-lines --check-prefix=COALESCE %s
; RUN: %mopt -passes='lower,ssa,out-of-ssa<coalesce>' --run %examples/lost_copy.tac 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt -passes='lower,ssa,out-of-ssa<coalesce>' %examples/lost_copy.tac -o %t.coalesce.tac
; RUN: %mopt -passes=lower --run %t.coalesce.tac 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s

; CHECK:      func main():
; CHECK-NEXT: start:
; CHECK-NEXT:   x = copy 1
; CHECK-NEXT:   jmp loop
; CHECK-NEXT: loop:
; CHECK-NEXT:   print x
; CHECK-NEXT:   %y = + x, 1
; CHECK-NEXT:   %more = < %y, 4
; CHECK-NEXT:   br %more, loop.loop, done
; CHECK-NEXT: loop.loop:
; CHECK-NEXT:   x = copy %y
; CHECK-NEXT:   jmp loop
; CHECK-NEXT: done:
; CHECK-NEXT:   ret x
; CHECK-NOT:  {{.+}}

; COALESCE:      func main():
; COALESCE-NEXT: start:
; COALESCE-NEXT:   y = copy 1
; COALESCE-NEXT: loop:
; COALESCE-NEXT:   x = copy y
; COALESCE-NEXT:   print x
; COALESCE-NEXT:   y = + x, 1
; COALESCE-NEXT:   %more = < y, 4
; COALESCE-NEXT:   br %more, loop, done
; COALESCE-NEXT: done:
; COALESCE-NEXT:   ret x
; COALESCE-NOT:  {{.+}}

; OUT:      1
; OUT-NEXT: 2
; OUT-NEXT: 3
; OUT-NEXT: ; main returned 3
; OUT-NOT:  {{.+}}
