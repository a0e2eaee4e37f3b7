define i32 @main() {
  ret i32 0
}
