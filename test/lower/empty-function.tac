; An empty function lowers to one unnamed block holding `ret 0`; a
; function of empty labels to its first label holding `ret 0` (b is only
; fallen into, so it joins a).
; RUN: %mopt -passes=lower -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s

; CHECK-LABEL: func main():
; CHECK-NEXT:    call nothing
; CHECK-NEXT:    call labels_only
; CHECK-NEXT:    ret 0
; CHECK-EMPTY:
; CHECK-NEXT:  func nothing():
; CHECK-NEXT:    ret 0
; CHECK-EMPTY:
; CHECK-NEXT:  func labels_only():
; CHECK-NEXT:  a:
; CHECK-NEXT:    ret 0
; CHECK-NOT:   {{.+}}

; OUT:     ; main returned 0
; OUT-NOT: {{.+}}

func main():
  call nothing
  call labels_only

func nothing():

func labels_only():
a:
b:
