; C's stdin: a program's `global @stdin: 8` holds a FILE pointer the runtime
; knows, which getchar, getc, fgetc and ungetc read; written as LLVM IR, it
; is the C library's own `@stdin`, and lli reads the same.
; RUN: printf 'AB' | %mopt --run %s 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt --emit-llvm %s -o %t.ll
; RUN: FileCheck --check-prefix=LLVM %s < %t.ll
; RUN: printf 'AB' | %lli %t.ll | FileCheck --match-full-lines %s

; CHECK:      65 65 66 -1
; LLVM:       @stdin = external global ptr

declare getchar() -> i32
declare getc(stream: ptr) -> i32
declare ungetc(c: i32, stream: ptr) -> i32
global @stdin: 8

func main() -> i32:
  %c: i32 = call getchar
  %p: ptr = addr @stdin
  %s: ptr = load %p
  %u: i32 = call ungetc, %c, %s
  %d: i32 = call getc, %s
  %e: i32 = call getchar
  %f: i32 = call getchar
  print %c, %d, %e, %f
  ret i32 0
