; The seed article's listing (docs/TAC.md) is already in CFG form: lower
; keeps it as it is, block for block.
; RUN: %mopt -passes=lower -verify-each %s | FileCheck %s

; CHECK-LABEL: func sum_to(n):
; CHECK-NEXT:  entry1:
; CHECK-NEXT:    n = param 0
; CHECK-NEXT:    %1 = const 0
; CHECK-NEXT:    s = copy %1
; CHECK-NEXT:    %2 = const 0
; CHECK-NEXT:    i = copy %2
; CHECK-NEXT:    jmp head2
; CHECK-NEXT:  head2:
; CHECK-NEXT:    %3 = < i, n
; CHECK-NEXT:    br %3, body3, exit4
; CHECK-NEXT:  body3:
; CHECK-NEXT:    %4 = + s, i
; CHECK-NEXT:    s = copy %4
; CHECK-NEXT:    %5 = const 1
; CHECK-NEXT:    %6 = + i, %5
; CHECK-NEXT:    i = copy %6
; CHECK-NEXT:    jmp head2
; CHECK-NEXT:  exit4:
; CHECK-NEXT:    ret s
; CHECK-NOT:   {{.}}
func sum_to(n):
entry1:
  n = param 0
  %1 = const 0
  s = copy %1
  %2 = const 0
  i = copy %2
  jmp head2
head2:
  %3 = < i, n
  br %3, body3, exit4
body3:
  %4 = + s, i
  s = copy %4
  %5 = const 1
  %6 = + i, %5
  i = copy %6
  jmp head2
exit4:
  ret s
