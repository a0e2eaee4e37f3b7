define i64 @main() {
  %c = icmp ult i64 1, 2
  ret i64 0
}
