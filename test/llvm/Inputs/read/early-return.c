/* A loop whose body always returns: clang -O0 still emits the loop's
   increment block, which no path reaches. */
#include <stdio.h>

static int first(const int *a, int n) {
  for (int i = 0; i < n; i++)
    return a[i];
  return -1;
}

int main(void) {
  int a[3] = {7, 8, 9};
  printf("%d %d\n", first(a, 3), first(a, 0));
  return 0;
}
