@g = global i64 0
define i64 @main() {
  ret i64 0
}
