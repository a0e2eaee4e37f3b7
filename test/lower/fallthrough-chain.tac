; A chain of labels entered only by falling through (a, which is empty, then
; b, then c) collapses into one block, named after the first; d's phi entry
; [x, c] follows the code of c into a. The back edge to a then makes lower
; add a fresh entry block.
; RUN: %mopt -passes=lower -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt -passes=lower --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; Lowering the output again changes nothing.
; RUN: %mopt -passes=lower %s > %t1
; RUN: %mopt -passes=lower %t1 > %t2
; RUN: diff %t1 %t2

; CHECK-LABEL: func main():
; CHECK-NEXT:  entry:
; CHECK-NEXT:    jmp a
; CHECK-NEXT:  a:
; CHECK-NEXT:    x = + x, 1
; CHECK-NEXT:    print x
; CHECK-NEXT:    jmp d
; CHECK-NEXT:  d:
; CHECK-NEXT:    %p = phi [x, a]
; CHECK-NEXT:    %q = < x, 3
; CHECK-NEXT:    br %q, again, e
; CHECK-NEXT:  again:
; CHECK-NEXT:    jmp a
; CHECK-NEXT:  e:
; CHECK-NEXT:    ret %p
; CHECK-NOT:   {{.+}}

; OUT:      1
; OUT-NEXT: 2
; OUT-NEXT: 3
; OUT-NEXT: ; main returned 3
; OUT-NOT:  {{.+}}

func main():
a:                    ; empty; the target of the back edge
b:                    ; only fallen into
  x = + x, 1
c:                    ; only fallen into
  print x
d:                    ; starts with a phi: stays
  %p = phi [x, c]
  %q = < x, 3
  br %q, again, e
again:
  jmp a
e:
  ret %p
