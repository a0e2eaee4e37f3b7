define i64 @main(ptr %f) {
  %r = call i64 %f()
  ret i64 %r
}
