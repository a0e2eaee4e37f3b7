; -print-before=lower prints each function as it is before each run of
; lower (here still flat: no `ret` yet). A name no pass has prints nothing;
; the option repeats. The module itself still goes to standard output.
; RUN: %mopt -passes=lower -print-before=lower -print-before=nosuchpass %s \
; RUN:   2>&1 >/dev/null | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower -print-before=nosuchpass -disable-output %s 2>&1 \
; RUN:   | FileCheck --allow-empty --check-prefix=NONE %s

; CHECK:      ; *** IR Dump Before lower on function 'f' ***
; CHECK-NEXT: func f():
; CHECK-NEXT: entry:
; CHECK-NEXT:   x = const 1
; CHECK-NEXT:   print x
; CHECK-NEXT: ; *** IR Dump Before lower on function 'g' ***
; CHECK-NEXT: func g(a):
; CHECK-NEXT: entry:
; CHECK-NEXT:   ret a
; CHECK-NOT:  {{.+}}

; NONE-NOT: {{.+}}

func f():
entry:
  x = const 1
  print x

func g(a):
entry:
  ret a
