; A phi after `br c, L, L` may take a different value on each edge; LLVM IR
; cannot say so, so --emit-llvm refuses it until split-critical-edges gives
; each edge its own block, and then lli agrees with --run.
; RUN: %not %mopt -passes=lower --emit-llvm %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: %mopt --run %s > %t.run
; RUN: %mopt -passes=lower,split-critical-edges --emit-llvm %s | %lli > %t.lli
; RUN: diff %t.run %t.lli

; ERR: br-same-target.tac:[[@LINE+12]]:3: error: --emit-llvm: this phi takes different values on the two edges from one block, which LLVM IR cannot express; run split-critical-edges first

func main():
  %0 = call pick, 0
  %1 = call pick, 1
  print %0, %1
  ret 0

func pick(c):
start:
  br c, L, L
L:
  %p = phi [10, start], [20, start]
  ret %p
