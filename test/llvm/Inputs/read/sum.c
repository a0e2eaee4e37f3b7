// Two loops over longs and a double, as C: clang -O0 keeps each local in a
// stack slot (read-clang.test).
long sum_to(long n) {
  long s = 0;
  for (long i = 1; i <= n; i++)
    if (i % 3 == 0 || i % 5 == 0)
      s += i;
  return s;
}

double mean(long n) {
  double t = 0.0;
  for (long i = 0; i < n; i++)
    t = t + 1.5;
  return t / 2.0;
}
