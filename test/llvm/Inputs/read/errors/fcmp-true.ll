define i64 @main() {
  %c = fcmp true double 1.0, 2.0
  ret i64 0
}
