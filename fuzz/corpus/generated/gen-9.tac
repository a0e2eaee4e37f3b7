; mopt-gen --seed=9 --functions=2 --size=6
; runs at most 22689 steps, prints at most 342 lines, 5 frames deep

func main():
L0:
  print y
  p0: ptr<bool> = alloca
  %0 = const false
  store p0, %0
  p1: ptr<char> = alloca
  store p1, ';'
  %1 = and x, 3
  add = call call, %1, '\u{E000}', add
  %2 = flt -13.809, 0.5
  br %2, L2, L1
L1:
  %3 = const 3
  p2: ptr<bool> = alloc %3
  %w.1 = const false
  store p2, %w.1
  %4 = ptradd p2, 1
  store %4, %w.1
  %5 = ptradd p2, 2
  store %5, %w.1
  y = << -9, %3
  %6 = ptradd p2, 0
  %7: bool = load %6
  %8 = load p2
  free p2
  jmp L3
L2:
  print x, 11.461, 3.0
L3:
  k0 = const 0
L4:
  add = != k0, 7
  br add, L8, L7
L7:
  %9 = const true
  br %9, L10, L9
L9:
L11:
L10:
L8:
L5:
  k0 = + k0, 1
  %10: bool = < k0, 2
  br %10, L4, L6
L6:
  k1 = const 0
  %11 = eq k1, x
  br %11, L12, L14
L12:
  %12 = and y, 3
  add = call call, %12, 'a', k1
  %13 = and k1, 3
  add = call call, %13, 'é', %12
L13:
  k1 = add k1, 1
  %14: bool = < k1, 9
  br %14, L14, L16
L14:
  print x, k1
  %15 = const true
  br %15, L17, L18
L17:
  p3: ptr<char> = copy p1
  y = shr add, k1
  jmp L19
L18:
  p3 = copy p1
L19:
  %16: char = load p3
L15:
  %17 = + k1, 1
  k1 = copy %17
  %18: bool = lt k1, 9
  br %18, L12, L16
L16:
  nop
  %19 = and y, 3
  add = call call, %19, '\u{7}', x
  ret %19
  %20 = rem x, 3
  %add.3 = load p1
  %21 = copy x
  x = copy y
  y = copy %21

func f0(const: float, a.1: ptr<char>) -> bool:
  print b
  b = lt ret, b
  br b, L0, L1
L0:
  jmp L2
L1:
  jmp L2
L2:
  %0 = phi [0, L1], [ret, L0]
  %1: float = phi [const, L1], [const, L0]
  %2: float = phi [const, L0], [const, L1]
  x.3 = >= %0, b
  %3 = char2int '\u{E000}'
  %4 = int2char %3
  k0 = const 0
L3:
  %5 = const false
  print %5, ';', b
  x.3 = copy ret
  ret = copy b
  b = copy x.3
L4:
  k0 = sub k0, -1
  %6 = < k0, 5
  br %6, L3, L5
L5:
  br b, L1.L2, L6
L6:
  %7 = copy ret
  ret = copy x.3
  x.3 = copy %7
  %8 = const true
  ret %8
  %9 = ptradd a.1, 4
  %10 = ptradd %9, -2
  store %10, '\u{5c}'
  store a.1, '#'
L1.L2:
  p0: ptr<int> = alloc 8
  k1 = const 0
L7:
  %11 = ptradd p0, k1
  store %11, 8
  k1 = sub k1, -1
  %c.3 = < k1, 8
  br %c.3, L7, L8
L8:
  %12: ptr<char> = ptradd a.1, 2
  %x.1 = load %12
  free p0
  %13 = cle %x.1, %x.1
  br %13, L9, entry
L9:
  %14 = copy ret
  ret = copy x.3
  x.3 = copy %14
  %15 = and %14, 1
  %16 = ptradd a.1, %15
  store %16, '0'
entry:
  %17 = const true
  ret %17

func call(depth, b: char, jmp):
  print jmp
  p0: ptr<bool> = alloca
  %0 = const false
  store p0, %0
  %1 = copy -6
  k0 = const 0
L0:
  %t.1 = lt k0, 2
  br %t.1, L1, L3
L1:
  %2 = cge b, b
  br %2, L4, L5
L5:
  jmp = or y, j
  %3 = const false
  store p0, %3
  jmp L3
  %4 = copy j
  j = copy tmp
  tmp = copy %4
  %5 = ptradd p0, 0
  %6 = const true
  store %5, %6
  ret 1
L4:
L2:
  k0 = add k0, 1
  jmp L0
L3:
  jmp = <= j, j
  %7 = fsub 0.5, 12.741
  %8 = gt depth, 0
  br %8, L6, entry.1
L6:
  %9 = >> depth, 1
  %10 = call call, %9, b, %9
entry.1:
L7:
  %11 = > depth, 0
  br %11, L8, L9
L8:
  %12 = sub depth, 1
  tmp = call call, %12, '%', 7
L9:
  ret 6
