; load.volatile and store.volatile are C's volatile accesses: they load and
; store as load and store do, but every pass keeps each of them, in order:
; -O2 removes neither the unused load nor the second of two equal ones,
; as it does the second of two plain loads. LLVM IR gets `load volatile`.
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt -O2 --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt -O2 %s | FileCheck --check-prefix=O2 %s
; RUN: %mopt -O2 --emit-llvm %s | FileCheck --check-prefix=LLVM %s

; OUT:      14
; OUT-NEXT: ; main returned 0
; O2:       load.volatile
; O2:       load.volatile
; O2:       load.volatile
; O2:       store.volatile
; O2-NEXT:  %d = load %p
; O2-NOT:   = load %p
; LLVM-COUNT-3: load volatile i64
; LLVM:     store volatile i64

func main():
  %p: ptr = alloca.bytes 8
  store %p, 7
  %unused = load.volatile %p
  %a = load.volatile %p
  %b = load.volatile %p
  %c = add %a, %b
  store.volatile %p, %c
  %d = load %p
  %e = load %p
  %f = add %d, %e
  %g = sub %f, %c
  print %g
