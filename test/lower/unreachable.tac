; Blocks that no path from the entry reaches are removed, and so are the
; phi entries of their edges into reachable blocks: both entries of
; `br %d, join, join` from dead1 go. An unreachable cycle (dead2 <-> dead3)
; goes too.
; RUN: %mopt -passes=lower -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt -passes=lower --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s

; CHECK-LABEL: func main():
; CHECK-NEXT:  start:
; CHECK-NEXT:    jmp join
; CHECK-NEXT:  join:
; CHECK-NEXT:    %p = phi [1, start], [2, back]
; CHECK-NEXT:    print %p
; CHECK-NEXT:    %c = < %p, 2
; CHECK-NEXT:    br %c, back, out
; CHECK-NEXT:  back:
; CHECK-NEXT:    jmp join
; CHECK-NEXT:  out:
; CHECK-NEXT:    ret %p
; CHECK-NOT:   {{.+}}

; OUT:      1
; OUT-NEXT: 2
; OUT-NEXT: ; main returned 2
; OUT-NOT:  {{.+}}

func main():
start:
  jmp join
dead1:                ; nothing jumps here, and start does not fall through
  %d = const 5
  br %d, join, join   ; two edges into join, two phi entries
dead2:                ; an unreachable cycle
  jmp dead3
dead3:
  jmp dead2
join:
  %p = phi [1, start], [%d, dead1], [2, back], [%d, dead1]
  print %p
  %c = < %p, 2
  br %c, back, out
back:
  jmp join
out:
  ret %p
