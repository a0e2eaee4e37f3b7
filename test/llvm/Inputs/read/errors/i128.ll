define i128 @main() {
  ret i128 0
}
