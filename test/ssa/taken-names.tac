; The names ssa makes never equal a name the function had: a new name is
; TARGET.N with the target's next number, and the numbers old names already
; take from a target (%x.1 and %x.3 from variable x; %p.1 and %p.2 from slot
; %p) are skipped. Names that only look alike are not taken: %x.01 (a
; leading zero), %x.1.2 (stem x.1, not a target), %p.4294967296 (past what a
; counter reaches). Braun's construction numbers in the order it meets the
; writes, so its numbers differ, and skip the same.
; RUN: %mopt -passes=lower,ssa %s | FileCheck --match-full-lines %s
; RUN: %mopt -passes='lower,ssa<braun>' %s | FileCheck --match-full-lines --check-prefix=BRAUN %s
func main(n):
E:
  x = const 1
  %p: ptr<int> = alloca
  store %p, 2
  %x.1 = + n, 0
  %x.3 = + n, 0
  %x.01 = + n, 0
  %x.1.2 = + n, 0
  %p.1 = + n, 0
  %p.2 = + n, 0
  %p.4294967296 = + n, 0
  br n, A, B
A:
  x = + x, 1
  store %p, 3
  jmp J
B:
  x = + x, 2
  store %p, 4
  jmp J
J:
  %l = load %p
  print x, %l, %x.1, %x.3, %x.01, %x.1.2, %p.1, %p.2, %p.4294967296
  ret

; CHECK-LABEL: func main(n):
; CHECK-NEXT: E:
; CHECK-NEXT:   %n.1 = param 0
; CHECK-NEXT:   %x.2 = const 1
; CHECK-NEXT:   %x.1 = + %n.1, 0
; CHECK-NEXT:   %x.3 = + %n.1, 0
; CHECK-NEXT:   %x.01 = + %n.1, 0
; CHECK-NEXT:   %x.1.2 = + %n.1, 0
; CHECK-NEXT:   %p.1 = + %n.1, 0
; CHECK-NEXT:   %p.2 = + %n.1, 0
; CHECK-NEXT:   %p.4294967296 = + %n.1, 0
; CHECK-NEXT:   br %n.1, A, B
; CHECK-NEXT: A:
; CHECK-NEXT:   %x.4 = + %x.2, 1
; CHECK-NEXT:   jmp J
; CHECK-NEXT: B:
; CHECK-NEXT:   %x.5 = + %x.2, 2
; CHECK-NEXT:   jmp J
; CHECK-NEXT: J:
; CHECK-NEXT:   %x.6 = phi [%x.4, A], [%x.5, B]
; CHECK-NEXT:   %p.3 = phi [3, A], [4, B]
; CHECK-NEXT:   print %x.6, %p.3, %x.1, %x.3, %x.01, %x.1.2, %p.1, %p.2, %p.4294967296
; CHECK-NEXT:   ret

; BRAUN-LABEL: func main(n):
; BRAUN-NEXT: E:
; BRAUN-NEXT:   %n.1 = param 0
; BRAUN-NEXT:   %x.2 = const 1
; BRAUN-NEXT:   %x.1 = + %n.1, 0
; BRAUN-NEXT:   %x.3 = + %n.1, 0
; BRAUN-NEXT:   %x.01 = + %n.1, 0
; BRAUN-NEXT:   %x.1.2 = + %n.1, 0
; BRAUN-NEXT:   %p.1 = + %n.1, 0
; BRAUN-NEXT:   %p.2 = + %n.1, 0
; BRAUN-NEXT:   %p.4294967296 = + %n.1, 0
; BRAUN-NEXT:   br %n.1, A, B
; BRAUN-NEXT: A:
; BRAUN-NEXT:   %x.5 = + %x.2, 1
; BRAUN-NEXT:   jmp J
; BRAUN-NEXT: B:
; BRAUN-NEXT:   %x.4 = + %x.2, 2
; BRAUN-NEXT:   jmp J
; BRAUN-NEXT: J:
; BRAUN-NEXT:   %x.6 = phi [%x.5, A], [%x.4, B]
; BRAUN-NEXT:   %p.3 = phi [3, A], [4, B]
; BRAUN-NEXT:   print %x.6, %p.3, %x.1, %x.3, %x.01, %x.1.2, %p.1, %p.2, %p.4294967296
; BRAUN-NEXT:   ret
