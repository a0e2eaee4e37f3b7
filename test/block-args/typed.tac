; Typed parameters: a parameter's annotation is its phi's type, printed as
; a destination's is (not for int). This file is written with block
; arguments by hand, literals of each type as arguments; it reads, runs,
; and prints back the same. Inputs/typed-loop.tac, a loop over float,
; bool, char and pointer variables, after lower,ssa has a parameter of
; each type, reads back the same and runs the same.
; RUN: %mopt --run %s 2>&1 | FileCheck --check-prefix=OUT %s
; RUN: %mopt --emit=block-args %s | FileCheck --match-full-lines --check-prefix=PRINTED %s
; RUN: %mopt -passes=lower,ssa,out-of-ssa --run %s 2>&1 | FileCheck --check-prefix=OUT %s
; RUN: %mopt -passes=lower,ssa --emit=block-args %S/Inputs/typed-loop.tac -o %t.tac
; RUN: FileCheck --match-full-lines --check-prefix=LOOP %s < %t.tac
; RUN: %mopt --run %t.tac 2>&1 | FileCheck --check-prefix=LOOP-OUT %s
; RUN: %mopt -passes=lower,ssa %S/Inputs/typed-loop.tac > %t.phis
; RUN: %mopt %t.tac | diff %t.phis -

; OUT:      1.50000000000000000 true x ptr<null> 7
; OUT-NEXT: 0.25000000000000000 false y ptr<null> 8
; OUT-NEXT: ; main returned 0

; PRINTED:      func main() -> void:
; PRINTED-NEXT: entry:
; PRINTED-NEXT:   jmp show(1.5, bool true, 'x', ptr<int> 0, 7)
; PRINTED-NEXT: show(%f: float, %b: bool, %c: char, %p: ptr<int>, %i):
; PRINTED-NEXT:   print %f, %b, %c, %p, %i
; PRINTED-NEXT:   %again = == %i, 7
; PRINTED-NEXT:   br %again, show(0.25, bool false, 'y', %p, 8), done
; PRINTED-NEXT: done:
; PRINTED-NEXT:   ret

; LOOP: head(%f.2: float, %b.2: bool, %c.2: char, %q.2: ptr<int>, %i.2):
; LOOP: jmp head(%f.3, %b.3, %c.3, %q.3, %i.3)

; LOOP-OUT:      4.00000000000000000 true d 3 10
; LOOP-OUT-NEXT: ; main returned 0

func main() -> void:
entry:
  jmp show(1.5, bool true, 'x', ptr<int> 0, 7)
show(%f: float, %b: bool, %c: char, %p: ptr<int>, %i):
  print %f, %b, %c, %p, %i
  %again = == %i, 7
  br %again, show(0.25, bool false, 'y', %p, 8), done
done:
  ret
