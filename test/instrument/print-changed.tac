; -print-changed prints the module once at the start, then a function after
; a pass only if the pass changed its text: the first lower changes f (an
; explicit `ret 0`); it leaves g as it was, and the second lower changes
; nothing at all.
; RUN: %mopt -passes=lower,lower -print-changed -disable-output %s 2>&1 \
; RUN:   | FileCheck --match-full-lines %s

; CHECK:      ; *** IR Dump At Start ***
; CHECK-NEXT: func f():
; CHECK-NEXT: entry:
; CHECK-NEXT:   x = const 1
; CHECK-NEXT:   print x
; CHECK-EMPTY:
; CHECK-NEXT: func g():
; CHECK-NEXT: entry:
; CHECK-NEXT:   ret 2
; CHECK-NEXT: ; *** IR Dump After lower on function 'f' ***
; CHECK-NEXT: func f():
; CHECK-NEXT: entry:
; CHECK-NEXT:   x = const 1
; CHECK-NEXT:   print x
; CHECK-NEXT:   ret 0
; CHECK-NOT:  {{.+}}

func f():
entry:
  x = const 1
  print x

func g():
entry:
  ret 2
