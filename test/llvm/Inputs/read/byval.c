/* Structs passed by value (byval in clang's IR for this size): the callee
   changes its own copy, never the caller's. */
#include <stdio.h>

struct big {
  long a, b, c;
  char name[8];
};

static long total(struct big s) {
  s.a += 100; /* the copy only */
  return s.a + s.b + s.c + s.name[0];
}

int main(void) {
  struct big x = {1, 2, 3, "A"};
  long sum = 0;
  for (int i = 0; i < 3; i++)
    sum += total(x);
  printf("%ld %ld\n", sum, x.a);
  return 0;
}
