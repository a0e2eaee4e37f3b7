; The lost-copy problem (examples/lost_copy.tac): the phi's copy x = %y
; may not go at the end of `loop`, where it would overwrite the x that
; `done` returns. out-of-ssa splits the critical back edge and puts the
; copy in loop.loop, so main returns 3, not 4.
; RUN: %mopt -passes=lower,ssa,out-of-ssa -verify-each %examples/lost_copy.tac | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,out-of-ssa --run %examples/lost_copy.tac 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s

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

; OUT:      1
; OUT-NEXT: 2
; OUT-NEXT: 3
; OUT-NEXT: ; main returned 3
; OUT-NOT:  {{.+}}
