// C as clang -O0 writes it (read-clang.test): globals and string
// literals, arrays and structs in memory, pointer arithmetic and
// comparison, a switch, unsigned and char arithmetic, float and double,
// the C library (printf, strlen, strcpy, memset, memcpy, malloc, free).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct point { int x; short y; double w; };

static int table[5] = {3, 1, 4, 1, 5};
static const char *names[] = {"zero", "one", "two"};
unsigned counter = 4000000000u;

static const char *describe(int k) {
  switch (k) {
  case 0: return names[0];
  case 1: return names[1];
  case 7: return "seven";
  default: return names[2];
  }
}

static double norm(struct point *p) { return p->x * p->w + p->y; }

int main(void) {
  int sum = 0;
  for (int *q = table; q < table + 5; ++q)
    sum += *q;
  struct point pts[2];
  memset(pts, 0, sizeof pts);
  pts[1].x = 3;
  pts[1].y = -2;
  pts[1].w = 1.5;
  memcpy(&pts[0], &pts[1], sizeof pts[0]);
  char buf[16];
  strcpy(buf, "hello");
  unsigned char c = 250;
  c += 10;
  counter += 500000000u;
  float f = 0.1f;
  char *heap = malloc(strlen(buf) + 1);
  strcpy(heap, buf);
  heap[0] = 'j';
  printf("%d %s %s %s\n", sum, describe(0), describe(7), describe(3));
  printf("%.2f %u %u %d\n", norm(&pts[0]), c, counter, (int)strlen(buf));
  printf("%s %.9f %ld\n", heap, f, (long)(&buf[5] - buf));
  free(heap);
  return sum % 7;
}
