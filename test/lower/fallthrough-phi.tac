; Merging a fall-through block renames it in the phis of its successors:
; `b` joins `a`, so c's entry [10, b] becomes [10, a]. A block with phis is
; never merged, even when it is only fallen into (function f).
; RUN: %mopt -passes=lower -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt -passes=lower --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s

; CHECK-LABEL: func main():
; CHECK-NEXT:  a:
; CHECK-NEXT:    x = const 1
; CHECK-NEXT:    print x
; CHECK-NEXT:    jmp c
; CHECK-NEXT:  c:
; CHECK-NEXT:    %p = phi [10, a], [20, d]
; CHECK-NEXT:    print %p
; CHECK-NEXT:    %q = == %p, 10
; CHECK-NEXT:    br %q, d, e
; CHECK-NEXT:  d:
; CHECK-NEXT:    jmp c
; CHECK-NEXT:  e:
; CHECK-NEXT:    %r = call f
; CHECK-NEXT:    ret %r
; CHECK-EMPTY:
; CHECK-NEXT:  func f():
; CHECK-NEXT:  a:
; CHECK-NEXT:    print 1
; CHECK-NEXT:    jmp b
; CHECK-NEXT:  b:
; CHECK-NEXT:    %p = phi [7, a]
; CHECK-NEXT:    ret %p
; CHECK-NOT:   {{.+}}

; OUT:      1
; OUT-NEXT: 10
; OUT-NEXT: 20
; OUT-NEXT: 1
; OUT-NEXT: ; main returned 7
; OUT-NOT:  {{.+}}

func main():
a:
  x = const 1
b:                    ; only fallen into, no phis: merged into a
  print x
c:                    ; has a phi (and is a jump target): stays
  %p = phi [10, b], [20, d]
  print %p
  %q = == %p, 10
  br %q, d, e
d:
  jmp c
e:
  %r = call f
  ret %r

func f():
a:
  print 1
b:                    ; only fallen into, but starts with a phi: stays
  %p = phi [7, a]
  ret %p
