define i64 @main() {
  ret i64 %x
}
