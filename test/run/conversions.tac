; C's operators beyond Bril's (TAC.md, "The opcodes"): the unsigned
; readings (udiv, urem, lshr, ult), the conversions between integer and
; float types, fneg, frem, every float predicate (fne true on NaN, funo,
; ford, fone, fult), and select. --run, the same after SSA, SCCP and
; out-of-SSA, after -O2, and lli on the LLVM IR written all print the same.
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,sccp,out-of-ssa --run %s 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt -O2 --run %s 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt %s | %mopt --run - 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower --emit-llvm %s | %lli | FileCheck --match-full-lines --check-prefix=LLI %s

; CHECK:      2147483644 1 15 false
; CHECK-NEXT: -7 4294967289 -7 false
; CHECK-NEXT: -7.00000000000000000 4294967289.00000000000000000 -7.00000000000000000
; CHECK-NEXT: 3 -3 3
; CHECK-NEXT: true false true true false true
; CHECK-NEXT: 0.99000000000000021
; CHECK-NEXT: 5 -7.00000000000000000
; CHECK-NEXT: ; main returned 0
; LLI:        2147483644 1 15 false
; LLI:        5 -7.00000000000000000

func main():
  a: i32 = const -7
  b: i32 = const 2
  q: i32 = udiv a, b
  r: i32 = urem a, b
  s: i32 = lshr a, i32 28
  lt: bool = ult a, b
  print q, r, s, lt
  w = sext a
  z = zext a
  t: i8 = trunc a
  tb: bool = trunc b
  print w, z, t, tb
  f: float = sitofp a
  g: float = uitofp a
  h: f32 = fptrunc f
  print f, g, h
  big: float = const 3.99
  i: i32 = fptosi big
  nb: float = fneg big
  j: i32 = fptosi nb
  k: i8 = fptoui big
  print i, j, k
  one: float = const 1.0
  zero: float = const 0.0
  nan: float = fdiv zero, zero
  n1: bool = fne nan, one
  n2: bool = feq nan, one
  n3: bool = funo nan, one
  n4: bool = ford one, one
  n5: bool = fone nan, one
  n6: bool = fult nan, one
  print n1, n2, n3, n4, n5, n6
  m: float = frem big, one
  print m
  c: bool = const true
  sel = select c, 5, 6
  sel2: f32 = select n2, h, h
  ext: float = fpext sel2
  print sel, ext
  ret
