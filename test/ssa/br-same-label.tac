; `br c, L, L` into a block with phis: two edges from entry, so join's phi
; has two entries for entry (and one for its own back edge). out-of-ssa
; splits both edges (each is critical: entry has two successors, join three
; predecessors), in operand order: the second split lands right after entry
; as entry.join.1, and each edge block gets its own copy.
; RUN: %mopt -passes=lower,ssa -verify-each %s | FileCheck --match-full-lines --check-prefix=SSA %s
; RUN: %mopt -passes=lower,ssa,out-of-ssa -verify-each %s | FileCheck --match-full-lines --check-prefix=OUT-OF-SSA %s
; RUN: %mopt -passes=lower,ssa,out-of-ssa --run %s 1 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt -passes=lower,ssa,out-of-ssa --run %s 0 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; out-of-ssa<coalesce> splits only the second edge (both edges' copies would
; go at the end of entry, one place), here for nothing: every value of x
; coalesces into x, and the new block is left with its jmp.
; RUN: %mopt -passes='lower,ssa,out-of-ssa<coalesce>' -verify-each %s | FileCheck --match-full-lines --check-prefix=COALESCE %s
; RUN: %mopt -passes='lower,ssa,out-of-ssa<coalesce>' --run %s 1 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt -passes='lower,ssa,out-of-ssa<coalesce>' --run %s 0 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s

; SSA:      func main(c):
; SSA-NEXT: entry:
; SSA-NEXT:   %c.1 = param 0
; SSA-NEXT:   %x.1 = const 1
; SSA-NEXT:   br %c.1, join, join
; SSA-NEXT: join:
; SSA-NEXT:   %x.2 = phi [%x.1, entry], [%x.1, entry], [%x.3, join]
; SSA-NEXT:   print %x.2
; SSA-NEXT:   %x.3 = + %x.2, 1
; SSA-NEXT:   %more = < %x.3, 4
; SSA-NEXT:   br %more, join, done
; SSA-NEXT: done:
; SSA-NEXT:   ret %x.3
; SSA-NOT:  {{.+}}

; OUT-OF-SSA:      func main(c):
; OUT-OF-SSA-NEXT: entry:
; OUT-OF-SSA-NEXT:   %c.1 = param 0
; OUT-OF-SSA-NEXT:   %x.1 = const 1
; OUT-OF-SSA-NEXT:   br %c.1, entry.join, entry.join.1
; OUT-OF-SSA-NEXT: entry.join.1:
; OUT-OF-SSA-NEXT:   x.2 = copy %x.1
; OUT-OF-SSA-NEXT:   jmp join
; OUT-OF-SSA-NEXT: entry.join:
; OUT-OF-SSA-NEXT:   x.2 = copy %x.1
; OUT-OF-SSA-NEXT:   jmp join
; OUT-OF-SSA-NEXT: join:
; OUT-OF-SSA-NEXT:   print x.2
; OUT-OF-SSA-NEXT:   %x.3 = + x.2, 1
; OUT-OF-SSA-NEXT:   %more = < %x.3, 4
; OUT-OF-SSA-NEXT:   br %more, join.join, done
; OUT-OF-SSA-NEXT: join.join:
; OUT-OF-SSA-NEXT:   x.2 = copy %x.3
; OUT-OF-SSA-NEXT:   jmp join
; OUT-OF-SSA-NEXT: done:
; OUT-OF-SSA-NEXT:   ret %x.3
; OUT-OF-SSA-NOT:  {{.+}}

; COALESCE:      func main(c):
; COALESCE-NEXT: entry:
; COALESCE-NEXT:   x = const 1
; COALESCE-NEXT:   br c, join, entry.join
; COALESCE-NEXT: entry.join:
; COALESCE-NEXT: join:
; COALESCE-NEXT:   print x
; COALESCE-NEXT:   x = + x, 1
; COALESCE-NEXT:   %more = < x, 4
; COALESCE-NEXT:   br %more, join, done
; COALESCE-NEXT: done:
; COALESCE-NEXT:   ret x
; COALESCE-NOT:  {{.+}}

; OUT:      1
; OUT-NEXT: 2
; OUT-NEXT: 3
; OUT-NEXT: ; main returned 4
; OUT-NOT:  {{.+}}

func main(c):
entry:
  x = const 1
  br c, join, join
join:
  print x
  x = + x, 1
  %more = < x, 4
  br %more, join, done
done:
  ret x
