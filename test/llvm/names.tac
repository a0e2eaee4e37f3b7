; LLVM has one namespace per function for labels, arguments and values;
; TAC has three. Labels keep their spelling and win; LLVM's own uniquing
; renames the rest: the SSA value %x becomes %x2 (a label is called x), the
; unnamed entry `entry1` (a label is called entry). An argument keeps its
; name and a variable's slot is NAME.addr, as clang writes them; %1, which
; LLVM would read as a numbered value, is quoted. Functions called main, or
; like a C function the output uses, or starting with tac., get the prefix
; tac.
; RUN: %mopt -passes=lower --emit-llvm %s | FileCheck %s
; RUN: %mopt -passes=lower --emit-llvm %s | %opt -passes=verify -disable-output
; RUN: %mopt -passes=lower --emit-llvm %s | %lli | FileCheck --check-prefix=OUT %s

; CHECK-LABEL: define internal i64 @tac.main() {
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %r = call i64 @tac.exit(i64 7)
; CHECK-NEXT:    %0 = call i32 (ptr, ...) @printf(ptr @.str, i64 %r)
; CHECK-NEXT:    %s = call i64 @tac.tac.main()
; CHECK-NEXT:    %1 = call i32 (ptr, ...) @printf(ptr @.str, i64 %s)
; CHECK-NEXT:    ret i64 0
; CHECK-NEXT:  }

; CHECK-LABEL: define internal i64 @tac.exit(i64 %arg.a2) {
; CHECK-NEXT:  entry1:
; CHECK-NEXT:    %a = alloca i64, align 8
; CHECK-NEXT:    %x3 = alloca i64, align 8
; CHECK-NEXT:    store i64 %arg.a2, ptr %a, align 8
; CHECK-NEXT:    store i64 0, ptr %x3, align 8
; CHECK-NEXT:    %0 = load i64, ptr %a, align 8
; CHECK-NEXT:    %1 = add i64 %0, 1
; CHECK-NEXT:    store i64 %1, ptr %x3, align 8
; CHECK-NEXT:    br label %x
; CHECK-EMPTY:
; CHECK-NEXT:  arg.a:
; CHECK-NEXT:    %2 = load i64, ptr %x3, align 8
; CHECK-NEXT:    ret i64 %2
; CHECK-EMPTY:
; CHECK-NEXT:  x:
; CHECK-NEXT:    %3 = load i64, ptr %x3, align 8
; CHECK-NEXT:    %x4 = mul i64 %3, 2
; CHECK-NEXT:    %"1" = add i64 %x4, 1
; CHECK-NEXT:    %4 = icmp ne i64 %"1", 0
; CHECK-NEXT:    br i1 %4, label %entry, label %arg.a
; CHECK-EMPTY:
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %p = phi i64 [ %"1", %x ]
; CHECK-NEXT:    ret i64 %p
; CHECK-NEXT:  }

; CHECK-LABEL: define internal i64 @tac.tac.main() {
; CHECK-LABEL: define i32 @main(i32 %argc, ptr %argv) {
; CHECK:         {{%[0-9]+}} = call i64 @tac.main()
; CHECK-NEXT:    ret i32 0

; OUT:      17
; OUT-NEXT: 3
; OUT-NOT:  {{.}}

func main():
  %r = call exit, 7
  print %r
  %s = call tac.main
  print %s

func exit(a):
  x = + a, 1
  jmp x
arg.a:
  ret x
x:
  %x = * x, 2
  %1 = + %x, 1
  br %1, entry, arg.a
entry:
  %p = phi [%1, x]
  ret %p

func tac.main():
  ret 3
