define i64 @main() {
  %v = add <2 x i64> zeroinitializer, zeroinitializer
  ret i64 0
}
