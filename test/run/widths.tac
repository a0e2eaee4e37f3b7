; Integers narrower than int and f32 (TAC.md, "Types"): i8, i16 and i32
; wrap at their own width and print signed; a literal of a narrower type
; takes its signed or its unsigned range (`i8 255` is -1); shift counts are
; taken modulo the width; div of the most negative value by -1 wraps. An
; f32 is rounded to single precision after every operation. --run, the
; TAC printer read back, and lli on the LLVM IR written all print the same.
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt %s | %mopt --run - 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,sccp,out-of-ssa --run %s 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower --emit-llvm %s | %lli | FileCheck --match-full-lines --check-prefix=LLI %s
; RUN: %mopt -passes=lower,ssa --emit-llvm %s | %lli | FileCheck --match-full-lines --check-prefix=LLI %s
; RUN: %mopt %s | FileCheck --check-prefix=TAC %s

; CHECK:      -2147483648 -2147483648 -2147483648
; CHECK-NEXT: -1 -3 127 -128
; CHECK-NEXT: 2 -32768 -1
; CHECK-NEXT: 0.10000000149011612 0.20000000298023224 0.10000000000000001
; CHECK-NEXT: 16777216.00000000000000000 16777218.00000000000000000
; CHECK-NEXT: true false
; CHECK-NEXT: ; main returned 0
; LLI:        -2147483648 -2147483648 -2147483648
; LLI-NEXT:   -1 -3 127 -128
; LLI-NEXT:   2 -32768 -1
; LLI-NEXT:   0.10000000149011612 0.20000000298023224 0.10000000000000001
; LLI-NEXT:   16777216.00000000000000000 16777218.00000000000000000
; LLI-NEXT:   true false
; TAC:        c: i8 = const -1
; TAC:        d: i8 = * c, i8 3

func main():
  a: i32 = const 2147483647
  b: i32 = add a, i32 1
  n: i32 = neg b
  q: i32 = div b, i32 -1
  print b, q, n
  c: i8 = const 255
  d: i8 = mul c, i8 3
  e: i8 = const 127
  f: i8 = add e, i8 1
  print c, d, e, f
  s: i16 = const 1
  t: i16 = shl s, i16 17
  u: i16 = shl s, i16 15
  v: i16 = shr u, i16 15
  print t, u, v
  x: f32 = const 0.1
  y: f32 = fadd x, x
  z: float = const 0.1
  print x, y, z
  big: f32 = const 16777216
  one: f32 = const 1.0
  g: f32 = fadd big, one
  two: f32 = fadd one, one
  h: f32 = fadd big, two
  print g, h
  l: bool = lt b, a
  m: bool = lt a, b
  print l, m
  ret
