; TAC's run-time errors under lli: dividing by zero (div or rem) ends the
; program with a message on standard error and exit status 1, after what
; it printed before; INT64_MIN by -1 is no error (div gives INT64_MIN, rem
; 0), where LLVM's sdiv and srem would be undefined.
; RUN: %mopt -passes=lower --emit-llvm %S/../run/div-by-zero.tac -o %t.div.ll
; RUN: %not %lli %t.div.ll > %t.div.out 2> %t.div.err
; RUN: FileCheck --match-full-lines --check-prefix=OUT %s < %t.div.out
; RUN: FileCheck --match-full-lines --check-prefix=ERR %s < %t.div.err
; RUN: %mopt -passes=lower,ssa --emit-llvm %s | %lli | FileCheck --match-full-lines --check-prefix=MIN %s
; RUN: %mopt -passes=lower,ssa --emit-llvm %s | %opt -passes=verify -disable-output
; RUN: printf 'func main():\n  x = const 0\n  y = rem 5, x\n' > %t.tac
; RUN: %mopt -passes=lower --emit-llvm %t.tac -o %t.rem.ll
; RUN: %not %lli %t.rem.ll 2>&1 | FileCheck --match-full-lines --check-prefix=ERR %s

; OUT:      1
; OUT-NEXT: 0
; OUT-NOT:  {{.}}

; ERR:      error: division by zero
; ERR-NOT:  {{.}}

; MIN:      -9223372036854775808 0 -9223372036854775808 0
; MIN-NOT:  {{.}}

; Through a call, so that no pass folds the division.
func main():
  %m = const -9223372036854775808
  %q = call div, %m, -1
  %r = call rem, %m, -1
  %q2 = call div, %m, 1
  %r2 = call rem, %m, 1
  print %q, %r, %q2, %r2

func div(a, b):
  %q = / a, b
  ret %q

func rem(a, b):
  %r = % a, b
  ret %r
