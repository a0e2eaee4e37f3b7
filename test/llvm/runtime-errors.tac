; TAC's run-time errors under lli: dividing by zero (div or rem), or
; int2char of an int that is no Unicode scalar value, ends the program with
; a message on standard error and exit status 1, after what it printed
; before; INT64_MIN by -1 is no error (div gives INT64_MIN, rem 0), where
; LLVM's sdiv and srem would be undefined.
; RUN: %mopt -passes=lower --emit-llvm %S/../run/div-by-zero.tac -o %t.div.ll
; RUN: %not %lli %t.div.ll > %t.div.out 2> %t.div.err
; RUN: FileCheck --match-full-lines --check-prefix=OUT %s < %t.div.out
; RUN: FileCheck --match-full-lines --check-prefix=ERR %s < %t.div.err
; RUN: %mopt -passes=lower,ssa --emit-llvm %s | %lli | FileCheck --match-full-lines --check-prefix=MIN %s
; RUN: %mopt -passes=lower,ssa --emit-llvm %s | %opt -passes=verify -disable-output
; RUN: printf 'func main():\n  x = const 0\n  y = rem 5, x\n' > %t.tac
; RUN: %mopt -passes=lower --emit-llvm %t.tac -o %t.rem.ll
; RUN: %not %lli %t.rem.ll 2>&1 | FileCheck --match-full-lines --check-prefix=ERR %s
; RUN: printf 'func main():\n  print 1\n  x = const 55296\n  c: char = int2char x\n  print c\n' > %t.char.tac
; RUN: %mopt -passes=lower --emit-llvm %t.char.tac -o %t.char.ll
; RUN: %not %lli %t.char.ll > %t.char.out 2> %t.char.err
; RUN: FileCheck --match-full-lines --check-prefix=OUT-CHAR %s < %t.char.out
; RUN: FileCheck --match-full-lines --check-prefix=CHAR %s < %t.char.err
; RUN: %not %mopt --run %t.char.tac 2>&1 | FileCheck --check-prefix=INTERP %s

; OUT:      1
; OUT-NEXT: 0
; OUT-NOT:  {{.}}

; ERR:      error: division by zero
; ERR-NOT:  {{.}}

; OUT-CHAR:      1
; OUT-CHAR-NOT:  {{.}}

; CHAR:      error: value 55296 cannot be converted to char: it is not a Unicode scalar value
; CHAR-NOT:  {{.}}

; INTERP:  error: value 55296 cannot be converted to char: it is not a Unicode scalar value

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
