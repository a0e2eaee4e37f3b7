; When the first block is a jump target (a loop at the entry), lower adds a
; fresh entry block that jumps to it, since the entry may have no
; predecessors. It is named `entry`, or `entry.1`, `entry.2`, ... when that
; name is taken.
; RUN: %mopt -passes=lower -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt -passes=lower --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; Lowering the output again changes nothing (no second fresh entry).
; RUN: %mopt -passes=lower %s > %t1
; RUN: %mopt -passes=lower %t1 > %t2
; RUN: diff %t1 %t2

; CHECK-LABEL: func main():
; CHECK-NEXT:  entry:
; CHECK-NEXT:    jmp top
; CHECK-NEXT:  top:
; CHECK-NEXT:    i = + i, 1
; CHECK-NEXT:    %c = < i, 3
; CHECK-NEXT:    br %c, top, done
; CHECK-NEXT:  done:
; CHECK-NEXT:    %r = call f, i
; CHECK-NEXT:    %s = call g, 2
; CHECK-NEXT:    print %r, %s
; CHECK-NEXT:    ret i
; CHECK-EMPTY:
; CHECK-NEXT:  func f(n):
; CHECK-NEXT:  entry.1:
; CHECK-NEXT:    jmp entry
; CHECK-NEXT:  entry:
; CHECK-NEXT:    n = - n, 1
; CHECK-NEXT:    print n
; CHECK-NEXT:    br n, entry, out
; CHECK-NEXT:  out:
; CHECK-NEXT:    ret 42
; CHECK-EMPTY:
; CHECK-NEXT:  func g(k):
; CHECK-NEXT:  entry.2:
; CHECK-NEXT:    jmp entry
; CHECK-NEXT:  entry:
; CHECK-NEXT:    k = - k, 1
; CHECK-NEXT:    jmp entry.1
; CHECK-NEXT:  entry.1:
; CHECK-NEXT:    br k, entry, done
; CHECK-NEXT:  done:
; CHECK-NEXT:    ret k
; CHECK-NOT:   {{.+}}

; OUT:      2
; OUT-NEXT: 1
; OUT-NEXT: 0
; OUT-NEXT: 42 0
; OUT-NEXT: ; main returned 3
; OUT-NOT:  {{.+}}

func main():
top:                  ; the back edge makes the first block a jump target
  i = + i, 1
  %c = < i, 3
  br %c, top, done
done:
  %r = call f, i
  %s = call g, 2
  print %r, %s
  ret i

func f(n):
entry:                ; `entry` is taken: the new block is entry.1
  n = - n, 1
  print n
  br n, entry, out
out:
  ret 42

func g(k):
entry:                ; `entry` and `entry.1` are taken: entry.2
  k = - k, 1
  jmp entry.1
entry.1:
  br k, entry, done
done:
  ret k
