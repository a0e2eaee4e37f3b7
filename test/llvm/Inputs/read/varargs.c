/* A variadic function (va_start, va_arg, va_end), a volatile counter and
   floor through its builtin: what Lua needs of mopt beyond cprog.c. */
#include <stdarg.h>
#include <stdio.h>

static volatile int calls;

static long sum(int n, ...) {
  va_list ap;
  long total = 0;
  calls++;
  va_start(ap, n);
  for (int i = 0; i < n; i++)
    total += va_arg(ap, int);
  va_end(ap);
  return total;
}

static double mean(int n, ...) {
  va_list ap;
  double total = 0;
  calls++;
  va_start(ap, n);
  for (int i = 0; i < n; i++)
    total += va_arg(ap, double);
  va_end(ap);
  return __builtin_floor(total / n);
}

int main(void) {
  printf("%ld %ld %.1f %d\n", sum(3, 1, 2, 3), sum(0), mean(2, 1.5, 4.0),
         calls);
  return 0;
}
