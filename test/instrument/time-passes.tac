; -time-passes prints, when the pipeline ends, the wall time of each pass
; summed over its runs (two functions, twice each: 4 runs), its share of the
; total, and the total; then the stages outside and inside passes (here
; reading the input, its outline then each function's body as its passes
; are about to run, and checking the output, once per function, as each is
; checked when its passes are done: no analysis runs and -disable-output
; prints nothing).
; RUN: %mopt -passes=lower,lower -time-passes -disable-output %s 2>&1 \
; RUN:   | FileCheck --match-full-lines %s

; CHECK:      ===- Pass execution timing report -===
; CHECK-NEXT:   Wall (s)    Share    Runs  Pass
; CHECK-NEXT: {{ *}}{{[0-9]+\.[0-9]+}}  {{ *}}100.0%       4  lower
; CHECK-NEXT: {{ *}}{{[0-9]+\.[0-9]+}}  {{ *}}100.0%       4  Total
; CHECK-NEXT: ===- Stage timing report -===
; CHECK-NEXT:   Wall (s)    Runs  Stage
; CHECK-NEXT: {{ *}}{{[0-9]+\.[0-9]+}}       3  parse and verify input
; CHECK-NEXT: {{ *}}{{[0-9]+\.[0-9]+}}       2  verify output
; CHECK-NOT:  {{.+}}

func f():
entry:
  x = const 1
  print x

func g():
entry:
  ret 2
