define i64 @main(ptr %f) {
  %r = call i64 (i64, ...) %f(i64 1, i64 2)
  ret i64 %r
}
