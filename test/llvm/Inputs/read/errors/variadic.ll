define i64 @f(i64 %n, ...) {
  ret i64 %n
}
