; The program around TAC's main: @main(argc, argv) turns the words after
; the IR file into main's arguments (for an int parameter integers, true
; and false; typed-args.tac has the other types), calls @tac.main and exits
; 0 whatever it returns; lli prints what mopt --run prints. A wrong number
; of words, or a word that is no integer, is an error with exit status 1
; and the message of --run.
; RUN: %mopt -passes=lower --emit-llvm %s -o %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %mopt --run %s 3 4 > %t.expected
; RUN: %lli %t.ll 3 4 > %t.got
; RUN: diff %t.expected %t.got
; RUN: %lli %t.ll -9223372036854775808 true | FileCheck --match-full-lines --check-prefix=BIG %s
; RUN: %lli %t.ll 5 false | FileCheck --match-full-lines --check-prefix=FALSE %s
; RUN: %not %lli %t.ll 3 2>&1 | FileCheck --match-full-lines --check-prefix=COUNT %s
; RUN: %not %lli %t.ll 3 x 2>&1 | FileCheck --match-full-lines --check-prefix=WORD %s
; RUN: %not %lli %t.ll 3 4x 2>&1 | FileCheck --match-full-lines --check-prefix=WORD %s
; RUN: %not %lli %t.ll 3 "" 2>&1 | FileCheck --match-full-lines --check-prefix=WORD %s
; The same after SSA and out of it.
; RUN: %mopt -passes=lower,ssa --emit-llvm %s | %lli - 3 4 > %t.ssa
; RUN: diff %t.expected %t.ssa
; RUN: %mopt -passes=lower,ssa,out-of-ssa --emit-llvm %s | %lli - 3 4 > %t.out-of-ssa
; RUN: diff %t.expected %t.out-of-ssa

; BIG:      -9223372036854775808 1 -9223372036854775807
; BIG-NOT:  {{.}}

; FALSE:      5 0 5
; FALSE-NOT:  {{.}}

; COUNT:      error: wrong number of arguments to 'main': expected 2
; COUNT-NOT:  {{.}}

; WORD:      error: program argument 2 '{{(x|4x)?}}' is not a value of type int
; WORD-NOT:  {{.}}

func main(a, b):
  %s = + a, b
  print a, b, %s
  %p = * a, b
  ret %p
