; A function pass manager frees a function's cached analyses before the
; passes it runs last, when none of them reads one (Pass::usesAnalyses), as
; LLVM's legacy pass manager freed an analysis after its last user: the
; naive out-of-ssa reads none, so the dominator tree ssa computed is freed
; before it; the coalescing one reads it from the cache. dce reads none,
; but gvn after it does, so the tree stays. A repeat's pipeline frees
; nothing (its next round may want the tree): the tree is freed once, before
; the out-of-ssa after it.
; RUN: %mopt -passes=lower,ssa,out-of-ssa -debug-pass-manager -disable-output %s 2>&1 | FileCheck --match-full-lines --check-prefix=NAIVE %s
; RUN: %mopt -passes='lower,ssa,out-of-ssa<coalesce>' -debug-pass-manager -disable-output %s 2>&1 | FileCheck --match-full-lines --check-prefix=COALESCE %s
; RUN: %mopt -passes=lower,ssa,dce,gvn -debug-pass-manager -disable-output %s 2>&1 | FileCheck --match-full-lines --check-prefix=KEPT %s
; RUN: %mopt -passes='lower,ssa,repeat<2>(gvn,dce),out-of-ssa' -debug-pass-manager -disable-output %s 2>&1 | FileCheck --match-full-lines --check-prefix=REPEAT %s

; NAIVE:      Running pass: ssa on function 'f'
; NAIVE-NEXT: Running analysis: domtree on function 'f'
; NAIVE-NEXT: Invalidating analysis: domtree on function 'f'
; NAIVE-NEXT: Running pass: out-of-ssa on function 'f'
; NAIVE-NOT:  {{.+}}

; COALESCE:      Running pass: ssa on function 'f'
; COALESCE-NEXT: Running analysis: domtree on function 'f'
; COALESCE-NEXT: Running pass: out-of-ssa on function 'f'
; COALESCE-NEXT: Using cached analysis: domtree on function 'f'
; COALESCE-NEXT: Invalidating analysis: domtree on function 'f'
; COALESCE-NOT:  {{.+}}

; KEPT:      Running pass: ssa on function 'f'
; KEPT-NEXT: Running analysis: domtree on function 'f'
; KEPT-NEXT: Running pass: dce on function 'f'
; KEPT-NEXT: Running pass: gvn on function 'f'
; KEPT-NEXT: Using cached analysis: domtree on function 'f'
; KEPT-NOT:  {{.+}}

; REPEAT:      Running pass: ssa on function 'f'
; REPEAT-NEXT: Running analysis: domtree on function 'f'
; REPEAT-NEXT: Running pass: gvn on function 'f'
; REPEAT-NEXT: Using cached analysis: domtree on function 'f'
; REPEAT-NEXT: Running pass: dce on function 'f'
; REPEAT-NEXT: Running pass: gvn on function 'f'
; REPEAT-NEXT: Using cached analysis: domtree on function 'f'
; REPEAT-NEXT: Running pass: dce on function 'f'
; REPEAT-NEXT: Invalidating analysis: domtree on function 'f'
; REPEAT-NEXT: Running pass: out-of-ssa on function 'f'
; REPEAT-NOT:  {{.+}}

func f(n):
entry:
  i = const 0
  jmp head
head:
  c = < i, n
  br c, body, done
body:
  i = + i, 1
  jmp head
done:
  ret i
