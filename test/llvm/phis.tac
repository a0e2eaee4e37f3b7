; Phis stay phis, one entry per edge: `br c, L, L` gives L's phis two
; entries from the same block, which LLVM wants equal (br-same-target.tac
; shows what happens when they differ). A phi entry that reads a variable
; loads it at the end of the predecessor, once for both edges.
; RUN: %mopt -passes=lower --emit-llvm %s | FileCheck %s
; RUN: %mopt -passes=lower --emit-llvm %s | %opt -passes=verify -disable-output
; RUN: %mopt -passes=lower --run %s > %t.expected
; RUN: %mopt -passes=lower --emit-llvm %s | %lli > %t.got
; RUN: diff %t.expected %t.got

; CHECK-LABEL: define internal i64 @tac.main() {
; CHECK-NEXT:  start:
; CHECK-NEXT:    %v = alloca i64, align 8
; CHECK-NEXT:    store i64 0, ptr %v, align 8
; CHECK-NEXT:    store i64 4, ptr %v, align 8
; CHECK-NEXT:    %0 = load i64, ptr %v, align 8
; CHECK-NEXT:    %1 = icmp ne i64 %0, 0
; CHECK-NEXT:    %2 = load i64, ptr %v, align 8
; CHECK-NEXT:    br i1 %1, label %join, label %join
; CHECK-EMPTY:
; CHECK-NEXT:  join:
; CHECK-NEXT:    %p = phi i64 [ %2, %start ], [ %2, %start ]
; CHECK-NEXT:    %q = phi i64 [ 1, %start ], [ 1, %start ]
; CHECK-NEXT:    %3 = call i32 (ptr, ...) @printf(ptr @.str, i64 %p, i64 %q)
; CHECK-NEXT:    ret i64 0
; CHECK-NEXT:  }

func main():
start:
  v = const 4
  br v, join, join
join:
  %p = phi [v, start], [v, start]
  %q = phi [1, start], [1, start]
  print %p, %q
  ret 0
