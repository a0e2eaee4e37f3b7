declare i64 @puts(ptr)
define i64 @main() {
  ret i64 0
}
