; main's command-line words under lli are read by each parameter's type,
; as mopt --run reads them: an int (or true/false), a bool, a float by
; strtod, a char as one UTF-8 sequence of a Unicode scalar value. A word
; that is no value of its type exits with status 1 and --run's message.
; RUN: %mopt -passes=lower,ssa --emit-llvm %s -o %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %mopt --run %s 7 true 2.5 é > %t.expected
; RUN: %lli %t.ll 7 true 2.5 é > %t.got
; RUN: diff %t.expected %t.got
; RUN: %mopt --run %s false false -1e300 😀 > %t.expected
; RUN: %lli %t.ll false false -1e300 😀 > %t.got
; RUN: diff %t.expected %t.got
; RUN: %lli %t.ll -3 false nan a | FileCheck --match-full-lines --check-prefix=NAN %s
; RUN: %not %lli %t.ll 1 yes 2.5 a 2>&1 | FileCheck --match-full-lines --check-prefix=BOOL %s
; RUN: %not %lli %t.ll 1 true 2.5x a 2>&1 | FileCheck --match-full-lines --check-prefix=FLOAT %s
; RUN: %not %lli %t.ll 1 true "" a 2>&1 | FileCheck --match-full-lines --check-prefix=EMPTY %s
; RUN: %not %lli %t.ll 1 true 2.5 ab 2>&1 | FileCheck --match-full-lines --check-prefix=CHAR %s
; RUN: %not %lli %t.ll 1 true 2.5 "" 2>&1 | FileCheck --match-full-lines --check-prefix=NOCHAR %s
; A surrogate's three UTF-8 bytes, which are no Unicode scalar value.
; RUN: %not %python -c "import os, sys; w = b'\xed\xa0\x80'.decode('utf-8', 'surrogateescape'); os.execv(sys.argv[1], sys.argv[1:] + [w])" %lli %t.ll 1 true 2.5 2>&1 | FileCheck --match-full-lines --check-prefix=SURROGATE %s

; NAN:      -3 false NaN a
; NAN-NOT:  {{.}}

; BOOL:      error: program argument 2 'yes' is not a value of type bool
; BOOL-NOT:  {{.}}

; FLOAT:      error: program argument 3 '2.5x' is not a value of type float
; FLOAT-NOT:  {{.}}

; EMPTY:      error: program argument 3 '' is not a value of type float
; EMPTY-NOT:  {{.}}

; CHAR:      error: program argument 4 'ab' is not a value of type char
; CHAR-NOT:  {{.}}

; NOCHAR:      error: program argument 4 '' is not a value of type char
; NOCHAR-NOT:  {{.}}

; SURROGATE:      error: program argument 4 '{{.+}}' is not a value of type char
; SURROGATE-NOT:  {{.}}

func main(n, b: bool, x: float, c: char) -> void:
  print n, b, x, c
  ret
