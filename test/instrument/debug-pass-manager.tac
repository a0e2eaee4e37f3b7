; -debug-pass-manager traces every pass run, one line each. The adaptor runs
; the whole function pipeline on one function before the next; the second
; lower finds f in CFG form and changes nothing, but it still runs.
; RUN: %mopt -passes=lower,lower -debug-pass-manager -disable-output %s 2>&1 \
; RUN:   | FileCheck --match-full-lines %s
; RUN: %mopt -passes='function(lower),function(lower)' -debug-pass-manager \
; RUN:   -disable-output %s 2>&1 | FileCheck --match-full-lines --check-prefix=SPLIT %s

; CHECK:      Running pass: lower on function 'f'
; CHECK-NEXT: Running pass: lower on function 'f'
; CHECK-NEXT: Running pass: lower on function 'g'
; CHECK-NEXT: Running pass: lower on function 'g'
; CHECK-NOT:  {{.+}}

; SPLIT:      Running pass: lower on function 'f'
; SPLIT-NEXT: Running pass: lower on function 'g'
; SPLIT-NEXT: Running pass: lower on function 'f'
; SPLIT-NEXT: Running pass: lower on function 'g'
; SPLIT-NOT:  {{.+}}

func f():
entry:
  x = const 1
  print x

func g():
entry:
  ret 2
