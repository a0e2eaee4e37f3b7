; Reaching `unreachable` is a runtime error at it, under --run and in the
; LLVM IR written (exit status 1 both); a path that does not reach it runs.
; RUN: %not %mopt --run %s 1 2>&1 | FileCheck --check-prefix=REACHED %s
; RUN: %mopt --run %s 0 2>&1 | FileCheck --check-prefix=NOT %s
; RUN: %mopt -passes=lower --emit-llvm %s -o %t.ll
; RUN: %not %lli %t.ll 1 2>&1 | FileCheck --check-prefix=LLI %s
; REACHED: unreachable.tac:[[@LINE+10]]:3: error: reached 'unreachable'
; NOT: 0
; LLI: error: reached 'unreachable'
func main(x: int):
  c: bool = eq x, 0
  br c, fine, bad
fine:
  print x
  ret
bad:
  unreachable
