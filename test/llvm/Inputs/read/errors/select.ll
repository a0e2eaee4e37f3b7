define i64 @main() {
  %x = select i1 true, i64 1, i64 2
  ret i64 %x
}
