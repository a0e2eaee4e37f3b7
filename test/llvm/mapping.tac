; How --emit-llvm maps each int and bool instruction (docs/LLVMIR.md; floats,
; chars and conversions are in typed-mapping.tac, memory in memory.tac): an
; int is an i64, a bool an i1; functions are internal; div and rem call
; helpers that check the divisor; shift amounts are masked to 6 bits; a
; comparison into an int and `not` of an int widen an icmp, a comparison
; into a bool is the icmp; a copy is the value it copies; a bool
; prints through a select of two strings; variables live in allocas stored
; 0 (or the parameter) at the top of the entry block; temporaries are
; numbered.
; RUN: %mopt -passes=lower --emit-llvm %s | FileCheck %s
; RUN: %mopt -passes=lower --emit-llvm %s | FileCheck --check-prefix=STRINGS %s
; RUN: %mopt -passes=lower --emit-llvm %s | %opt -passes=verify -disable-output

; CHECK-LABEL: define internal i64 @ops(i64 %arg.a, i64 %arg.b) {
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %a = bitcast i64 %arg.a to i64
; CHECK-NEXT:    %b = bitcast i64 %arg.b to i64
; CHECK-NEXT:    %add = add i64 %a, %b
; CHECK-NEXT:    %sub = sub i64 %a, %b
; CHECK-NEXT:    %mul = mul i64 %a, %b
; CHECK-NEXT:    %div = call i64 @mopt.div(i64 %a, i64 %b)
; CHECK-NEXT:    %rem = call i64 @mopt.rem(i64 %a, i64 %b)
; CHECK-NEXT:    %and = and i64 %a, %b
; CHECK-NEXT:    %or = or i64 %a, %b
; CHECK-NEXT:    %xor = xor i64 %a, %b
; CHECK-NEXT:    %0 = and i64 %b, 63
; CHECK-NEXT:    %shl = shl i64 %a, %0
; CHECK-NEXT:    %1 = and i64 %b, 63
; CHECK-NEXT:    %shr = ashr i64 %a, %1
; CHECK-NEXT:    %2 = icmp slt i64 %a, %b
; CHECK-NEXT:    %lt = zext i1 %2 to i64
; CHECK-NEXT:    %3 = icmp sle i64 %a, %b
; CHECK-NEXT:    %le = zext i1 %3 to i64
; CHECK-NEXT:    %4 = icmp sgt i64 %a, %b
; CHECK-NEXT:    %gt = zext i1 %4 to i64
; CHECK-NEXT:    %5 = icmp sge i64 %a, %b
; CHECK-NEXT:    %ge = zext i1 %5 to i64
; CHECK-NEXT:    %6 = icmp eq i64 %a, %b
; CHECK-NEXT:    %eq = zext i1 %6 to i64
; CHECK-NEXT:    %ne = icmp ne i64 %a, %b
; CHECK-NEXT:    %neg = sub i64 0, %a
; CHECK-NEXT:    %7 = icmp eq i64 %a, 0
; CHECK-NEXT:    %not = zext i1 %7 to i64
; CHECK-NEXT:    %nb = xor i1 %ne, true
; CHECK-NEXT:    %both = and i1 %ne, %nb
; CHECK-NEXT:    %c = bitcast i64 -9223372036854775808 to i64
; CHECK-NEXT:    %copy = bitcast i64 %c to i64
; CHECK-NEXT:    %8 = select i1 %ne, ptr @.str, ptr @.str.1
; CHECK-NEXT:    %9 = select i1 %both, ptr @.str, ptr @.str.1
; CHECK-NEXT:    %10 = call i32 (ptr, ...) @printf(ptr @.str.2, i64 %add, ptr %8, ptr %9)
; CHECK-NEXT:    %11 = call i32 (ptr, ...) @printf(ptr @.str.3)
; CHECK-NEXT:    br i1 %ne, label %yes, label %no
; CHECK-EMPTY:
; CHECK-NEXT:  yes:
; CHECK-NEXT:    ret i64 %copy
; CHECK-EMPTY:
; CHECK-NEXT:  no:
; CHECK-NEXT:    ret i64 0
; CHECK-NEXT:  }

; CHECK-LABEL: define internal i64 @vars(i64 %arg.p) {
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %p = alloca i64, align 8
; CHECK-NEXT:    %x = alloca i64, align 8
; CHECK-NEXT:    store i64 %arg.p, ptr %p, align 8
; CHECK-NEXT:    store i64 0, ptr %x, align 8
; CHECK-NEXT:    %0 = load i64, ptr %p, align 8
; CHECK-NEXT:    %1 = add i64 %0, 1
; CHECK-NEXT:    store i64 %1, ptr %x, align 8
; CHECK-NEXT:    %2 = load i64, ptr %x, align 8
; CHECK-NEXT:    store i64 %2, ptr %p, align 8
; CHECK-NEXT:    %3 = load i64, ptr %p, align 8
; CHECK-NEXT:    %4 = icmp ne i64 %3, 0
; CHECK-NEXT:    br i1 %4, label %yes, label %no
; CHECK-EMPTY:
; CHECK-NEXT:  yes:
; CHECK-NEXT:    ret i64 1
; CHECK-EMPTY:
; CHECK-NEXT:  no:
; CHECK-NEXT:    ret i64 0
; CHECK-NEXT:  }

; No main, so no reader of main's arguments. The helpers the calls need
; come from the writer's run-time module (BrilRuntime.ll), internal; the
; strings lead the module.
; CHECK-NOT:   @main(
; CHECK:       declare i32 @printf(ptr, ...)
; CHECK:       define internal i64 @mopt.div(i64 %a, i64 %b) {
; CHECK:         %divisor = select i1 %minus.one, i64 1, i64 %b
; CHECK-NEXT:    %q = sdiv i64 %a, %divisor
; CHECK-NEXT:    %neg = sub i64 0, %a
; CHECK-NEXT:    %r = select i1 %minus.one, i64 %neg, i64 %q
; CHECK:       define internal void @mopt.fail(ptr %msg) #0 {
; CHECK:       define internal i64 @mopt.rem(i64 %a, i64 %b) {
; CHECK:         %r = srem i64 %a, %divisor
; CHECK:       attributes #0 = { noreturn }

; STRINGS:      @.str = private unnamed_addr constant [5 x i8] c"true\00"
; STRINGS-NEXT: @.str.1 = private unnamed_addr constant [6 x i8] c"false\00"
; STRINGS-NEXT: @.str.2 = private unnamed_addr constant [12 x i8] c"%lld %s %s\0A\00"
; STRINGS-NEXT: @.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00"
; STRINGS-NEXT: @.division.by.zero = private unnamed_addr constant [24 x i8] c"error: division by zero\00"

func ops(a, b):
  %a = param 0
  %b = param 1
  %add = + %a, %b
  %sub = - %a, %b
  %mul = * %a, %b
  %div = / %a, %b
  %rem = % %a, %b
  %and = & %a, %b
  %or = | %a, %b
  %xor = ^ %a, %b
  %shl = << %a, %b
  %shr = >> %a, %b
  %lt = < %a, %b
  %le = <= %a, %b
  %gt = > %a, %b
  %ge = >= %a, %b
  %eq = == %a, %b
  %ne: bool = != %a, %b
  %neg = neg %a
  %not = not %a
  %nb = not %ne
  %both = and %ne, %nb
  %c = const -9223372036854775808
  %copy = copy %c
  print %add, %ne, %both
  print
  br %ne, yes, no
yes:
  ret %copy
no:
  ret

func vars(p):
  x = + p, 1
  p = copy x
  br p, yes, no
yes:
  ret 1
no:
  ret 0
