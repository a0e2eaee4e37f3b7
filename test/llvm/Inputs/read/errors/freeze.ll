define i64 @main() {
  %x = freeze i64 1
  ret i64 %x
}
