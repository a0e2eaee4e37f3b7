; When the whole pipeline is one function pipeline, mopt verifies, writes
; and frees each function as soon as its passes are done
; (opt-tool/FunctionOutput.h). The text is what the whole-module run writes
; (-verify-each, which looks at the module after every pass, keeps that
; run), whether to a file or to standard output; calls to a function already
; freed still print and verify, since its signature stays.
; RUN: %mopt -passes=lower,ssa,out-of-ssa %s -o %t.each
; RUN: %mopt -passes=lower,ssa,out-of-ssa -verify-each %s -o %t.whole
; RUN: diff %t.each %t.whole
; RUN: %mopt -passes=lower,ssa,out-of-ssa %s | diff - %t.whole
; RUN: FileCheck --check-prefix=TEXT %s < %t.each

; TEXT:      func twice(x):
; TEXT:      func main():
; TEXT:        {{.*}} = call sum, 4
; TEXT:      func sum(n):
; TEXT:        {{.*}} = call twice, {{.*}}

; Errors rank as in the whole-module run, and nothing is written: when g's
; output is invalid, f's text (already printed) goes nowhere, and no file
; is left behind.
; RUN: rm -f %t.out
; RUN: %not %mopt -load-pass-plugin=%test_plugins/BreakIR.so \
; RUN:   -passes='lower,break-ir<main>' %s -o %t.out 2>&1 \
; RUN:   | FileCheck --check-prefix=BROKEN %s
; RUN: %not ls %t.out
; RUN: %not %mopt -load-pass-plugin=%test_plugins/BreakIR.so \
; RUN:   -passes='lower,break-ir<main>' %s 2>/dev/null \
; RUN:   | FileCheck --check-prefix=NOTHING --allow-empty %s
; BROKEN:      error: in function 'main', block '<entry>': does not end in a terminator
; BROKEN:      note: the pipeline produced invalid IR
; NOTHING-NOT: {{.}}

; A pass failing on a later function outranks an earlier function's
; invalid output, and invalid output outranks an output file that cannot
; be created.
; RUN: %not %mopt -load-pass-plugin=%test_plugins/BreakIR.so \
; RUN:   -passes='lower,break-ir<twice>,fail-on<sum>' %s 2>&1 \
; RUN:   | FileCheck --check-prefix=PASS %s
; PASS:     fail-on: failed on function 'sum'
; PASS-NOT: invalid IR
; RUN: %not %mopt -load-pass-plugin=%test_plugins/BreakIR.so \
; RUN:   -passes='lower,break-ir<sum>' %s -o %t.nodir/out.tac 2>&1 \
; RUN:   | FileCheck --check-prefix=SUM %s
; SUM: error: in function 'sum', block '<entry>': does not end in a terminator
; RUN: %not %mopt -passes=lower %s -o %t.nodir/out.tac 2>&1 \
; RUN:   | FileCheck --check-prefix=NODIR %s
; NODIR: error: cannot write '{{.*}}nodir/out.tac'

func twice(x):
  y = + x, x
  ret y

func main():
  s = call sum, 4
  print s
  ret

func sum(n):
  i = const 0
  s = const 0
loop:
  c = < i, n
  br c, body, done
body:
  d = call twice, i
  s = + s, d
  i = + i, 1
  jmp loop
done:
  ret s
