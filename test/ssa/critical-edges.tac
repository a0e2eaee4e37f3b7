; split-critical-edges (alias break-crit-edges) puts a block on every
; critical edge and keeps phis in step: the phi entry for the split edge
; names the new block, the others stay. Here entry -> join is critical
; (entry has two successors, join two predecessors); entry -> then is not.
; RUN: %mopt -passes=lower,ssa,split-critical-edges -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,split-critical-edges %s > %t.split
; RUN: %mopt -passes=lower,ssa,break-crit-edges %s > %t.break
; RUN: diff %t.split %t.break
; Splitting twice splits nothing more.
; RUN: %mopt -passes=lower,ssa,split-critical-edges,split-critical-edges %s | diff %t.split -
; RUN: %mopt -passes=lower,ssa,split-critical-edges --run %s 0 2>&1 | FileCheck --match-full-lines --check-prefix=ZERO %s
; RUN: %mopt -passes=lower,ssa,split-critical-edges --run %s 1 2>&1 | FileCheck --match-full-lines --check-prefix=ONE %s

; CHECK:      func main(c):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %c.1 = param 0
; CHECK-NEXT:   %x.1 = const 1
; CHECK-NEXT:   br %c.1, then, entry.join
; CHECK-NEXT: entry.join:
; CHECK-NEXT:   jmp join
; CHECK-NEXT: then:
; CHECK-NEXT:   %x.2 = const 2
; CHECK-NEXT:   jmp join
; CHECK-NEXT: join:
; CHECK-NEXT:   %x.3 = phi [%x.1, entry.join], [%x.2, then]
; CHECK-NEXT:   print %x.3
; CHECK-NEXT:   ret %x.3
; CHECK-NOT:  {{.+}}

; `br c, L, L` is two edges, both critical here: each gets its own block,
; and each of the phi's two entries for entry moves to its edge's block
; (the input is br-same-label.tac beside this file).
; RUN: %mopt -passes=lower,ssa,break-crit-edges -verify-each %S/br-same-label.tac | FileCheck --match-full-lines --check-prefix=SAME %s
; SAME:      func main(c):
; SAME-NEXT: entry:
; SAME-NEXT:   %c.1 = param 0
; SAME-NEXT:   %x.1 = const 1
; SAME-NEXT:   br %c.1, entry.join, entry.join.1
; SAME-NEXT: entry.join.1:
; SAME-NEXT:   jmp join
; SAME-NEXT: entry.join:
; SAME-NEXT:   jmp join
; SAME-NEXT: join:
; SAME-NEXT:   %x.2 = phi [%x.1, entry.join], [%x.1, entry.join.1], [%x.3, join.join]
; SAME-NEXT:   print %x.2
; SAME-NEXT:   %x.3 = + %x.2, 1
; SAME-NEXT:   %more = < %x.3, 4
; SAME-NEXT:   br %more, join.join, done
; SAME-NEXT: join.join:
; SAME-NEXT:   jmp join
; SAME-NEXT: done:
; SAME-NEXT:   ret %x.3
; SAME-NOT:  {{.+}}

; ZERO:      1
; ZERO-NEXT: ; main returned 1
; ONE:       2
; ONE-NEXT:  ; main returned 2

func main(c):
entry:
  x = const 1
  br c, then, join
then:
  x = const 2
  jmp join
join:
  print x
  ret x
