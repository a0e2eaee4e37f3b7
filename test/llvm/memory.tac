; How --emit-llvm maps memory (docs/LLVMIR.md): every ptr<T> is LLVM's ptr;
; alloc is malloc of its elements' bytes (an i1 takes 1, an i32 4, the
; others 8), ptradd a getelementptr of the pointee type, load and store
; take the pointee's LLVM type, free is free, alloca an alloca where it
; stands; a pointer variable starts as null; pointers pass to calls, come
; back from loads and meet in phis. lli prints what mopt --run prints,
; after lower and after SSA. The interpreter's memory checks are not
; modelled.
; RUN: %mopt -passes=lower,ssa --emit-llvm %s | FileCheck %s
; RUN: %mopt -passes=lower --emit-llvm %s | FileCheck --check-prefix=LOWER %s
; RUN: %mopt -passes=lower --emit-llvm %s | %opt -passes=verify -disable-output
; RUN: %mopt -passes=lower,ssa --emit-llvm %s | %opt -passes=verify -disable-output
; RUN: %mopt --run %s > %t.expected
; RUN: %mopt -passes=lower --emit-llvm %s | %lli > %t.lower
; RUN: diff %t.expected %t.lower
; RUN: %mopt -passes=lower,ssa --emit-llvm %s | %lli > %t.ssa
; RUN: diff %t.expected %t.ssa
; RUN: FileCheck --match-full-lines --check-prefix=OUT %s < %t.ssa

; CHECK-LABEL: define internal i64 @tac.main() {
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %n.1 = bitcast i64 3 to i64
; CHECK-NEXT:    %0 = mul i64 %n.1, 8
; CHECK-NEXT:    %p.1 = call ptr @malloc(i64 %0)
; CHECK-NEXT:    %i.1 = bitcast i64 0 to i64
; CHECK-NEXT:    br label %loop
; CHECK-EMPTY:
; CHECK-NEXT:  loop:
; CHECK-NEXT:    %i.2 = phi i64 [ %i.1, %entry ], [ %i.3, %body ]
; CHECK-NEXT:    %1 = icmp sge i64 %i.2, %n.1
; CHECK-NEXT:    %done.1 = zext i1 %1 to i64
; CHECK-NEXT:    %2 = icmp ne i64 %done.1, 0
; CHECK-NEXT:    br i1 %2, label %filled, label %body
; CHECK-EMPTY:
; CHECK-NEXT:  body:
; CHECK-NEXT:    %q.1 = getelementptr i64, ptr %p.1, i64 %i.2
; CHECK-NEXT:    %sq.1 = mul i64 %i.2, %i.2
; CHECK-NEXT:    store i64 %sq.1, ptr %q.1, align 8
; CHECK-NEXT:    %i.3 = add i64 %i.2, 1
; CHECK-NEXT:    br label %loop
; CHECK-EMPTY:
; CHECK-NEXT:  filled:
; CHECK-NEXT:    %s.1 = call i64 @sum(ptr %p.1, i64 %n.1)
; CHECK-NEXT:    %3 = mul i64 2, 1
; CHECK-NEXT:    %flags.1 = call ptr @malloc(i64 %3)
; CHECK-NEXT:    %yes.1 = bitcast i1 true to i1
; CHECK-NEXT:    store i1 %yes.1, ptr %flags.1, align 1
; CHECK-NEXT:    %second.1 = getelementptr i1, ptr %flags.1, i64 1
; CHECK-NEXT:    %no.1 = xor i1 %yes.1, true
; CHECK-NEXT:    store i1 %no.1, ptr %second.1, align 1
; CHECK-NEXT:    %a.1 = load i1, ptr %flags.1, align 1
; CHECK-NEXT:    %b.1 = load i1, ptr %second.1, align 1
; CHECK-NEXT:    %4 = mul i64 1, 4
; CHECK-NEXT:    %text.1 = call ptr @malloc(i64 %4)
; CHECK-NEXT:    store i32 223, ptr %text.1, align 4
; CHECK-NEXT:    %c.1 = load i32, ptr %text.1, align 4
; CHECK-NEXT:    %5 = mul i64 1, 8
; CHECK-NEXT:    %table.1 = call ptr @malloc(i64 %5)
; CHECK-NEXT:    store ptr %p.1, ptr %table.1, align 8
; CHECK-NEXT:    %back.1 = load ptr, ptr %table.1, align 8
; CHECK-NEXT:    %last.1 = getelementptr i64, ptr %back.1, i64 -1
; CHECK-NEXT:    %last.2 = getelementptr i64, ptr %last.1, i64 3
; CHECK-NEXT:    %v.1 = load i64, ptr %last.2, align 8
; CHECK-NEXT:    %slot.1 = alloca double, align 8
; CHECK-NEXT:    store double 2.500000e+00, ptr %slot.1, align 8
; CHECK-NEXT:    %f.1 = load double, ptr %slot.1, align 8
; CHECK-NEXT:    %6 = select i1 %a.1, ptr @.str, ptr @.str.1
; CHECK-NEXT:    %7 = select i1 %b.1, ptr @.str, ptr @.str.1
; CHECK-NEXT:    %8 = call i32 (ptr, ...) @printf(ptr @.str.2, i64 %s.1, ptr %6, ptr %7)
; CHECK-NEXT:    call void @mopt.print.char(i32 %c.1)
; CHECK-NEXT:    %9 = call i32 (ptr, ...) @printf(ptr @.str.3, i64 %v.1)
; CHECK-NEXT:    call void @mopt.print.float(double %f.1)
; CHECK-NEXT:    %10 = call i32 (ptr, ...) @printf(ptr @.str.4)
; CHECK-NEXT:    call void @free(ptr %p.1)
; CHECK-NEXT:    call void @free(ptr %flags.1)
; CHECK-NEXT:    call void @free(ptr %text.1)
; CHECK-NEXT:    call void @free(ptr %table.1)
; CHECK-NEXT:    ret i64 0
; CHECK-NEXT:  }

; CHECK-LABEL: define internal i64 @sum(ptr %arg.p, i64 %arg.n) {
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %n.1 = bitcast i64 %arg.n to i64
; CHECK-NEXT:    %p.1 = bitcast ptr %arg.p to ptr
; CHECK-NEXT:    %total.1 = bitcast i64 0 to i64
; CHECK-NEXT:    %at.1 = bitcast ptr %p.1 to ptr
; CHECK-NEXT:    %k.1 = bitcast i64 0 to i64
; CHECK-NEXT:    br label %again
; CHECK-EMPTY:
; CHECK-NEXT:  again:
; CHECK-NEXT:    %total.2 = phi i64 [ %total.1, %entry ], [ %total.3, %add ]
; CHECK-NEXT:    %at.2 = phi ptr [ %at.1, %entry ], [ %at.3, %add ]
; CHECK-NEXT:    %k.2 = phi i64 [ %k.1, %entry ], [ %k.3, %add ]
; CHECK-NEXT:    %0 = icmp slt i64 %k.2, %n.1
; CHECK-NEXT:    %more.1 = zext i1 %0 to i64
; CHECK-NEXT:    %1 = icmp ne i64 %more.1, 0
; CHECK-NEXT:    br i1 %1, label %add, label %out
; CHECK-EMPTY:
; CHECK-NEXT:  add:
; CHECK-NEXT:    %x.1 = load i64, ptr %at.2, align 8
; CHECK-NEXT:    %total.3 = add i64 %total.2, %x.1
; CHECK-NEXT:    %at.3 = getelementptr i64, ptr %at.2, i64 1
; CHECK-NEXT:    %k.3 = add i64 %k.2, 1
; CHECK-NEXT:    br label %again
; CHECK-EMPTY:
; CHECK-NEXT:  out:
; CHECK-NEXT:    ret i64 %total.2
; CHECK-NEXT:  }

; LOWER-LABEL: define internal i64 @sum(ptr %arg.p, i64 %arg.n) {
; LOWER-NEXT:  entry:
; LOWER-NEXT:    %p = alloca ptr, align 8
; LOWER-NEXT:    %n = alloca i64, align 8
; LOWER-NEXT:    %total = alloca i64, align 8
; LOWER-NEXT:    %at = alloca ptr, align 8
; LOWER-NEXT:    %k = alloca i64, align 8
; LOWER-NEXT:    %more = alloca i64, align 8
; LOWER-NEXT:    %x = alloca i64, align 8
; LOWER-NEXT:    store ptr %arg.p, ptr %p, align 8
; LOWER-NEXT:    store i64 %arg.n, ptr %n, align 8
; LOWER-NEXT:    store i64 0, ptr %total, align 8
; LOWER-NEXT:    store ptr null, ptr %at, align 8
; LOWER-NEXT:    store i64 0, ptr %k, align 8
; LOWER-NEXT:    store i64 0, ptr %more, align 8
; LOWER-NEXT:    store i64 0, ptr %x, align 8
; LOWER-NEXT:    store i64 0, ptr %total, align 8
; LOWER-NEXT:    %0 = load ptr, ptr %p, align 8
; LOWER-NEXT:    store ptr %0, ptr %at, align 8
; LOWER-NEXT:    store i64 0, ptr %k, align 8
; LOWER-NEXT:    br label %again
; LOWER-EMPTY:
; LOWER-NEXT:  again:
; LOWER-NEXT:    %1 = load i64, ptr %k, align 8
; LOWER-NEXT:    %2 = load i64, ptr %n, align 8
; LOWER-NEXT:    %3 = icmp slt i64 %1, %2
; LOWER-NEXT:    %4 = zext i1 %3 to i64
; LOWER-NEXT:    store i64 %4, ptr %more, align 8
; LOWER-NEXT:    %5 = load i64, ptr %more, align 8
; LOWER-NEXT:    %6 = icmp ne i64 %5, 0
; LOWER-NEXT:    br i1 %6, label %add, label %out
; LOWER-EMPTY:
; LOWER-NEXT:  add:
; LOWER-NEXT:    %7 = load ptr, ptr %at, align 8
; LOWER-NEXT:    %8 = load i64, ptr %7, align 8
; LOWER-NEXT:    store i64 %8, ptr %x, align 8
; LOWER-NEXT:    %9 = load i64, ptr %total, align 8
; LOWER-NEXT:    %10 = load i64, ptr %x, align 8
; LOWER-NEXT:    %11 = add i64 %9, %10
; LOWER-NEXT:    store i64 %11, ptr %total, align 8
; LOWER-NEXT:    %12 = load ptr, ptr %at, align 8
; LOWER-NEXT:    %13 = getelementptr i64, ptr %12, i64 1
; LOWER-NEXT:    store ptr %13, ptr %at, align 8
; LOWER-NEXT:    %14 = load i64, ptr %k, align 8
; LOWER-NEXT:    %15 = add i64 %14, 1
; LOWER-NEXT:    store i64 %15, ptr %k, align 8
; LOWER-NEXT:    br label %again
; LOWER-EMPTY:
; LOWER-NEXT:  out:
; LOWER-NEXT:    %16 = load i64, ptr %total, align 8
; LOWER-NEXT:    ret i64 %16
; LOWER-NEXT:  }

; OUT:      5 true false ß 4 2.50000000000000000
; OUT-NOT:  {{.}}

func main():
  n = const 3
  p: ptr<int> = alloc n
  i = const 0
loop:
  done = >= i, n
  br done, filled, body
body:
  q: ptr<int> = ptradd p, i
  sq = * i, i
  store q, sq
  i = + i, 1
  jmp loop
filled:
  s = call sum, p, n
  flags: ptr<bool> = alloc 2
  yes: bool = const true
  store flags, yes
  second: ptr<bool> = ptradd flags, 1
  no: bool = not yes
  store second, no
  a: bool = load flags
  b: bool = load second
  text: ptr<char> = alloc 1
  store text, 'ß'
  c: char = load text
  table: ptr<ptr<int>> = alloc 1
  store table, p
  back: ptr<int> = load table
  last: ptr<int> = ptradd back, -1
  last = ptradd last, 3
  v = load last
  slot: ptr<float> = alloca
  store slot, 2.5
  f: float = load slot
  print s, a, b, c, v, f
  free p
  free flags
  free text
  free table
  ret 0

func sum(p: ptr<int>, n) -> int:
  total = const 0
  at: ptr<int> = copy p
  k = const 0
again:
  more = < k, n
  br more, add, out
add:
  x = load at
  total = + total, x
  at = ptradd at, 1
  k = + k, 1
  jmp again
out:
  ret total
