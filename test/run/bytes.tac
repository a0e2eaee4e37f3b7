; Memory through the opaque `ptr` is bytes, as C sees it (TAC.md,
; "Memory"): `alloca.bytes N` is a stack slot of N bytes, ptradd moves by
; bytes, a value takes its type's size, little-endian, and reading bytes
; no store wrote reads zeros (in LLVM IR, an undefined value). Bril's typed pointers keep their elements.
; RUN: %mopt --run %s 0 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,out-of-ssa --run %s 0 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower --emit-llvm %s | %lli - 0 | FileCheck --match-full-lines --check-prefix=LLI %s
; RUN: %not %mopt --run %s 1 2>&1 | FileCheck --check-prefix=OOB %s

; CHECK:      258 2 1 0
; CHECK-NEXT: -1 255 65535
; CHECK-NEXT: 1.50000000000000000 0.50000000000000000
; CHECK-NEXT: 0
; CHECK-NEXT: ; main returned 0
; LLI:        258 2 1 0
; LLI-NEXT:   -1 255 65535
; LLI-NEXT:   1.50000000000000000 0.50000000000000000
; OOB: bytes.tac:[[@LINE+40]]:3: error: out-of-bounds access: 4 byte(s) at offset 14 of an allocation of 16 byte(s)

func main(oob: int):
  %buf: ptr = alloca.bytes 16
  %w: i32 = const 258
  store %buf, %w
  %lo: i8 = load %buf
  %one = const 1
  %p1: ptr = ptradd %buf, %one
  %hi: i8 = load %p1
  %three = const 3
  %p3: ptr = ptradd %buf, %three
  %top: i8 = load %p3
  %all: i32 = load %buf
  print %all, %lo, %hi, %top
  %m: i32 = const -1
  store %buf, %m
  %s: i8 = load %buf
  %u: i32 = zext %s
  %h: i16 = load %buf
  %hu: i32 = zext %h
  print %s, %u, %hu
  %eight = const 8
  %p8: ptr = ptradd %buf, %eight
  %f: float = const 1.5
  store %p8, %f
  %g: f32 = const 0.5
  store %buf, %g
  %f2: float = load %p8
  %g2: f32 = load %buf
  %gd: float = fpext %g2
  print %f2, %gd
  %other: ptr = alloca.bytes 8
  %z: int = load %other
  print %z
  %c: bool = eq oob, 1
  br %c, out, done
out:
  %fourteen = const 14
  %p14: ptr = ptradd %buf, %fourteen
  %bad: i32 = load %p14
  print %bad
  jmp done
done:
  ret
