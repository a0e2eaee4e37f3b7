// int and float arithmetic that clang -O0 writes without conversions
// (read-clang.test): i32 and float slots, loads, stores and operators.
int mix(int a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s = s * 31 + a;
  return s;
}

float halve(float x) { return x / 2.0f; }

int main(void) {
  float h = halve(3.0f);
  if (h > 1.0f)
    return mix(7, 9) % 100;
  return 0;
}
