; A function pass manager learns, on the first function it runs, which of
; its passes ask for analyses; on the functions after, it frees a
; function's cached analyses before the passes it runs last when none of
; them asked, as LLVM's legacy pass manager freed an analysis after its
; last user. The naive out-of-ssa asks for none, so the dominator tree ssa
; computed for g is freed before it (f, the first, keeps it); the
; coalescing one reads it from the cache. dce asks for none, but gvn after
; it does, so the tree stays. In the repeat's pipeline, the managers inside
; the repeat free nothing (its next round may want the tree); the tree is
; freed before the out-of-ssa after it, from the second function on.
; RUN: %mopt -passes=lower,ssa,out-of-ssa -debug-pass-manager -disable-output %s 2>&1 | FileCheck --match-full-lines --check-prefix=NAIVE %s
; RUN: %mopt -passes='lower,ssa,out-of-ssa<coalesce>' -debug-pass-manager -disable-output %s 2>&1 | FileCheck --match-full-lines --check-prefix=COALESCE %s
; RUN: %mopt -passes=lower,ssa,dce,gvn -debug-pass-manager -disable-output %s 2>&1 | FileCheck --match-full-lines --check-prefix=KEPT %s
; RUN: %mopt -passes='lower,ssa,repeat<2>(gvn,dce),out-of-ssa' -debug-pass-manager -disable-output %s 2>&1 | FileCheck --match-full-lines --check-prefix=REPEAT %s

; NAIVE:      Running pass: ssa on function 'f'
; NAIVE-NEXT: Running analysis: domtree on function 'f'
; NAIVE-NEXT: Running pass: out-of-ssa on function 'f'
; NAIVE:      Running pass: ssa on function 'g'
; NAIVE-NEXT: Running analysis: domtree on function 'g'
; NAIVE-NEXT: Invalidating analysis: domtree on function 'g'
; NAIVE-NEXT: Running pass: out-of-ssa on function 'g'
; NAIVE-NOT:  {{.+}}

; COALESCE:      Running pass: ssa on function 'g'
; COALESCE-NEXT: Running analysis: domtree on function 'g'
; COALESCE-NEXT: Running pass: out-of-ssa on function 'g'
; COALESCE-NEXT: Using cached analysis: domtree on function 'g'
; COALESCE-NEXT: Invalidating analysis: domtree on function 'g'
; COALESCE-NOT:  {{.+}}

; KEPT:      Running pass: ssa on function 'g'
; KEPT-NEXT: Running analysis: domtree on function 'g'
; KEPT-NEXT: Running pass: dce on function 'g'
; KEPT-NEXT: Running pass: gvn on function 'g'
; KEPT-NEXT: Using cached analysis: domtree on function 'g'
; KEPT-NOT:  {{.+}}

; REPEAT:      Running pass: gvn on function 'g'
; REPEAT-NEXT: Using cached analysis: domtree on function 'g'
; REPEAT-NEXT: Running pass: dce on function 'g'
; REPEAT-NEXT: Running pass: gvn on function 'f'
; REPEAT-NEXT: Using cached analysis: domtree on function 'f'
; REPEAT-NEXT: Running pass: dce on function 'f'
; REPEAT-NEXT: Running pass: gvn on function 'g'
; REPEAT-NEXT: Using cached analysis: domtree on function 'g'
; REPEAT-NEXT: Running pass: dce on function 'g'
; REPEAT-NEXT: Running pass: out-of-ssa on function 'f'
; REPEAT-NEXT: Invalidating analysis: domtree on function 'g'
; REPEAT-NEXT: Running pass: out-of-ssa on function 'g'
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

func g(n):
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
