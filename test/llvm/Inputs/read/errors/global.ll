@g = external global i64
define i64 @main() {
  %v = load i64, ptr @g
  ret i64 %v
}
