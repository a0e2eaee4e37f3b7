; -debug-pass-manager also traces analyses: domtree is computed for the
; first print<domtree> on each function and served from the cache for the
; second, since printing preserves everything. lower changes nothing here
; (f is already in CFG shape), so it invalidates nothing either.
; RUN: %mopt -passes='lower,print<domtree>,lower,print<domtree>' \
; RUN:   -debug-pass-manager -disable-output %s 2>&1 >/dev/null \
; RUN:   | FileCheck --match-full-lines %s

; CHECK:      Running pass: lower on function 'f'
; CHECK-NEXT: Running pass: print{{.*}} on function 'f'
; CHECK-NEXT: Running analysis: domtree on function 'f'
; CHECK-NEXT: Printing analysis 'domtree' for function 'f' (snca):
; CHECK:      Running pass: lower on function 'f'
; CHECK-NEXT: Running pass: print{{.*}} on function 'f'
; CHECK-NEXT: Using cached analysis: domtree on function 'f'
; CHECK-NEXT: Printing analysis 'domtree' for function 'f' (snca):

func f(n):
entry:
  br n, a, b
a:
  jmp b
b:
  ret n
