; Falling off the end of a function is `ret 0`: lower writes it out. A
; block that falls into a jump target gets an explicit `jmp`, and an empty
; last block gets just the `ret 0`.
; RUN: %mopt -passes=lower -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt -passes=lower --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s

; CHECK-LABEL: func main():
; CHECK-NEXT:    print 1
; CHECK-NEXT:    %r = call f, 5
; CHECK-NEXT:    print %r
; CHECK-NEXT:    ret 0
; CHECK-EMPTY:
; CHECK-NEXT:  func f(x):
; CHECK-NEXT:    br x, pos, zero
; CHECK-NEXT:  pos:
; CHECK-NEXT:    print x
; CHECK-NEXT:    jmp zero
; CHECK-NEXT:  zero:
; CHECK-NEXT:    ret 0
; CHECK-NOT:   {{.+}}

; OUT:      1
; OUT-NEXT: 5
; OUT-NEXT: 0
; OUT-NEXT: ; main returned 0
; OUT-NOT:  {{.+}}

func main():
  print 1
  %r = call f, 5
  print %r
                      ; falls off the end: ret 0

func f(x):
  br x, pos, zero
pos:
  print x             ; falls into zero
zero:                 ; empty, last: ret 0
