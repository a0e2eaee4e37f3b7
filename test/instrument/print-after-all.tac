; -print-after-all prints the function after every pass, changed or not,
; under a banner naming the pass and the function.
; RUN: %mopt -passes=lower,lower -print-after-all -disable-output %s 2>&1 \
; RUN:   | FileCheck --match-full-lines %s

; CHECK:      ; *** IR Dump After lower on function 'f' ***
; CHECK-NEXT: func f():
; CHECK-NEXT: entry:
; CHECK-NEXT:   x = const 1
; CHECK-NEXT:   print x
; CHECK-NEXT:   ret 0
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
