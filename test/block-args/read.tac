; The block-argument form read by plain mopt: each parameter becomes a phi
; of its block, and each jump's arguments its entries for that edge, in
; the order the edges come in the text. What is read is SSA form like any
; other: it runs, and lower and out-of-ssa work on it.
; RUN: %mopt %s | FileCheck --match-full-lines %s
; RUN: %mopt --run %s 4 2>&1 | FileCheck --check-prefix=OUT %s
; RUN: %mopt -passes=lower,ssa,out-of-ssa -verify-each --run %s 4 2>&1 | FileCheck --check-prefix=OUT %s

; CHECK:      func main(n):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   jmp head
; CHECK-NEXT: head:
; CHECK-NEXT:   %s = phi [0, entry], [%s.next, body]
; CHECK-NEXT:   %i = phi [0, entry], [%i.next, body]
; CHECK-NEXT:   %c = < %i, %n
; CHECK-NEXT:   br %c, body, exit
; CHECK-NEXT: body:
; CHECK-NEXT:   %s.next = + %s, %i
; CHECK-NEXT:   %i.next = + %i, 1
; CHECK-NEXT:   %odd = & %i.next, 1
; CHECK-NEXT:   br %odd, head, exit
; CHECK-NEXT: exit:
; CHECK-NEXT:   %r = phi [%s, head], [%s.next, body]
; CHECK-NEXT:   %why = phi [0, head], [1, body]
; CHECK-NEXT:   print %r, %why
; CHECK-NEXT:   ret %r
; CHECK-NOT:  {{.}}

; The loop leaves from body when i.next is even: after s = 0 + 0 + 1.
; OUT:      1 1
; OUT-NEXT: ; main returned 1

func main(n):
entry:
  %n = param 0
  jmp head(0, 0)
head(%s, %i):
  %c = < %i, %n
  br %c, body, exit(%s, 0)
body:
  %s.next = + %s, %i
  %i.next = + %i, 1
  %odd = & %i.next, 1
  br %odd, head(%s.next, %i.next), exit(%s.next, 1)
exit(%r, %why):
  print %r, %why
  ret %r
