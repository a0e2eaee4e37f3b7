; fact(n) with a stack slot, as clang -O0 writes it for long.
define i64 @fact(i64 %n) {
entry:
  %n.addr = alloca i64, align 8
  %acc = alloca i64, align 8
  store i64 %n, ptr %n.addr, align 8
  store i64 1, ptr %acc, align 8
  br label %head

head:
  %0 = load i64, ptr %n.addr, align 8
  %cmp = icmp sgt i64 %0, 1
  br i1 %cmp, label %body, label %done

body:
  %1 = load i64, ptr %acc, align 8
  %2 = load i64, ptr %n.addr, align 8
  %mul = mul nsw i64 %1, %2
  store i64 %mul, ptr %acc, align 8
  %dec = sub nsw i64 %2, 1
  store i64 %dec, ptr %n.addr, align 8
  br label %head

done:
  %3 = load i64, ptr %acc, align 8
  ret i64 %3
}

define i64 @main() {
entry:
  %r = call i64 @fact(i64 10)
  ret i64 %r
}
