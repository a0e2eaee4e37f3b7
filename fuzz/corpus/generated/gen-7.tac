; mopt-gen --seed=7 --functions=2 --size=6
; runs at most 287 steps, prints at most 9 lines, 2 frames deep

func main():
  print u
  p0: ptr<int> = alloca
  store p0, b
  p1: ptr<int> = alloca
  store p1, add
  %0 = const false
  %1: bool = copy %0
  %2: bool = <= u, b
  i.2 = const -2
  print '€', u
  %3: bool = > i.2, u
  br %3, L0, L1
L0:
  %4 = cge 'Z', 'a'
  br %4, L3, L4
L3:
  jmp L5
L4:
L5:
  %5 = phi [7, L3], [u, L4]
  %6: float = phi [0.0, L4], [1e10, L3]
  b = > %5, -6
  i.2 = neg add
  jmp L2
L1:
  add = ge b, u
  br add, L6, L7
L7:
  %7 = ptradd p0, 0
  %8 = load %7
  i.2 = div %8, -1
  ret b
  %9 = load p0
L6:
L2:
L8:
  jmp L9
L9:
  %10: char = phi ['\u{0}', L8], ['\u{E000}', L9]
  %11: char = phi ['Z', L8], [%10, L9]
  %12: char = phi [',', L8], [%11, L9]
  %13 = phi [0, L8], [%14, L9]
  print %10, %11, %12
  call call
  %15 = or i.2, 1
  add = rem u, %15
  %14 = + %13, 1
  %16 = lt %14, 1
  br %16, L9, L10
L10:
  print %10, %11, %12
  tmp: char = copy %10
  ret b

func f0(y: ptr<float>, br, print: ptr<int>) -> void:
  print i.2
  p0: ptr<char> = alloca
  store p0, '\u{0}'
  p1: ptr<char> = alloca
  store p1, '\u{0}'
  %0 = fle 2.5e-3, -13.285
  br %0, L0, L0
L0:
  jmp = div tmp, -1
  call call
  %1: char = copy 'a'
L1:
  jmp L2
L2:
  %2 = phi [-4, L1], [-5, L2]
  %3 = phi [br, L1], [%2, L2]
  %4 = phi [i.2, L1], [%4, L2]
  %5 = phi [0, L1], [%j.2, L2]
  print %2, %3, %4
  %j.2 = + %5, 1
  %6 = lt %j.2, 1
  br %6, L2, L3
L3:
  print %2, %3, %4
  i.2 = copy %3
  %7 = const '\u{0}'
  ret
  nop
  jmp L2

func call() -> void:
  print x
  p0: ptr<int> = alloca
  store p0, x
  p1: ptr<bool> = alloca
  %0 = const false
  store p1, %0
  %1 = le copy, acc
  br %1, entry, L0
entry:
  %2 = const false
  %3 = copy %2
  %4 = fsub -1e-300, -1E-5
  jmp L1
L0:
  x = & acc, copy
L1:
  %5 = phi [x, L0], [acc, entry]
  %6 = phi [acc, L0], [acc, entry]
  %7 = phi [acc, entry], [x, L0]
  acc = != %5, %5
  k0 = const 0
L2:
  %8: ptr<int> = alloca
  store %8, k0
  %9 = xor copy, copy
  x = load %8
  %10 = fsub -1E-5, -15.541
L3:
  %11 = + k0, 1
  k0 = copy %11
  %12 = lt k0, 8
  %13 = and %12, acc
  br %13, L2, L4
L4:
  %t.3 = char2int ';'
  %14 = int2char %t.3
L5:
  x = load p0
  %c.2 = load p1
  ret
  %15 = copy x
  x = copy copy
  copy = copy %15
  print
