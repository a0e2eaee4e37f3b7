; Declarations and global variables (TAC.md, "Global variables and
; declarations"): the items of an initializer laid out in order (strings
; with \HH escapes, `zero N`, typed literals, addresses of globals), `addr`
; giving a global's address, loads and stores through it. The printed text
; reads back the same, with one thread or two, and runs the same after SSA
; and, written as LLVM IR, under lli (but for `main returned`).
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt %s > %t.tac
; RUN: FileCheck --match-full-lines --check-prefix=TAC %s < %t.tac
; RUN: %mopt %t.tac | diff %t.tac -
; RUN: %mopt -threads=2 %s | diff %t.tac -
; RUN: %mopt -passes=lower,ssa,gvn,out-of-ssa --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %not %mopt --emit=bril %s 2>&1 | FileCheck --check-prefix=BRIL %s
; RUN: %mopt -passes=lower --emit-llvm %s -o %t.ll
; RUN: FileCheck --check-prefix=LLVM %s < %t.ll
; RUN: %lli %t.ll > %t.lli
; RUN: %mopt --run %s 2>/dev/null | diff - %t.lli

; OUT:      42
; OUT-NEXT: 2 105
; OUT-NEXT: 42
; OUT-NEXT: 0
; OUT-NEXT: ; main returned 0
; TAC:      declare puts(s: ptr) -> i32
; TAC-NEXT: declare printf(format: ptr, ...) -> i32
; TAC-NEXT: global @counter: 8 = ")\00\00\00\00\00\00\00"
; TAC-NEXT: global @msg: 5 const = "hi\3B\0A\00"
; TAC-NEXT: global @table: 24 = "\01\00\00\00\02\00\00\00", @msg+1, @counter
; TAC-NEXT: global @empty: 16
; TAC-EMPTY:
; TAC-NEXT: func main():
; BRIL: error: cannot write global variable '@counter' as Bril: Bril has no global variables
; LLVM:      @counter = internal global [8 x i8] c")\00\00\00\00\00\00\00", align 16
; LLVM-NEXT: @msg = internal constant [5 x i8] c"hi;\0A\00", align 16
; LLVM-NEXT: @table = internal global <{ [8 x i8], ptr, ptr }> <{ [8 x i8] c"\01\00\00\00\02\00\00\00", ptr getelementptr (i8, ptr @msg, i64 1), ptr @counter }>, align 16
; LLVM-NEXT: @empty = internal global [16 x i8] zeroinitializer, align 16
; LLVM:      declare i32 @puts(ptr)
; LLVM:      declare i32 @printf(ptr, ...)

declare puts(s: ptr) -> i32
declare printf(format: ptr, ...) -> i32
global @counter: 8 = 41
global @msg: 5 const = "hi;\0A\00" ; a ; in a string is no comment
global @table: 24 = i32 1, i32 2, @msg+1, @counter
global @empty: 16

func main():
  %c: ptr = addr @counter
  %v: int = load %c
  %one = const 1
  %w = add %v, %one
  store %c, %w
  %x: int = load %c
  print %x
  %t: ptr = addr @table
  %four = const 4
  %t1: ptr = ptradd %t, %four
  %second: i32 = load %t1
  %eight = const 8
  %t2: ptr = ptradd %t, %eight
  %m: ptr = load %t2
  %ch: i8 = load %m
  print %second, %ch
  %sixteen = const 16
  %t3: ptr = ptradd %t, %sixteen
  %cp: ptr = load %t3
  %again: int = load %cp
  print %again
  %e: ptr = addr @empty
  %z: int = load %e
  print %z
  ret
