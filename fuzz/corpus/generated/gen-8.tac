; mopt-gen --seed=8 --functions=2 --size=6
; runs at most 111 steps, prints at most 9 lines, 1 frames deep

func main():
L0:
  print acc
  c = == call, c
  %0 = eq call, -7
  k0 = const 0
L1:
  %1 = const false
  %2 = and %1, %1
L2:
  k0 = + k0, 1
  %3 = lt k0, 5
  %a.1.3 = and %3, c
  br %a.1.3, L1, L3
L3:
L4:
  jmp L5
L5:
  %4: char = phi [%4, L5], ['\u{7}', L4]
  %5 = phi [%8, L5], [call, L4]
  %6 = phi [%7, L5], [0, L4]
  print %4, %5
  %8 = + %5, 6
  %9 = / 3, -1
  %10 = const true
  %y.1 = xor %10, %10
  %7 = + %6, 1
  %11 = < %7, 3
  br %11, L5, L6
L6:
  print %4, %5, %8
  call = copy %5
L7:
  %12 = and k0, 32767
  %13: char = int2char %12
  %14 = const true
  br %14, L8, L8
L8:
  %15 = phi [k0, L7], [3, L7]
  %16 = ne call, call
  br %16, L9, L10
L10:
  c = add call, call
  acc: char = copy 'Z'
  ret c
  %17 = const true
  print %17, acc
  print acc, acc
L11:
  print
  br k0, L1, L1
L9:
  ret k0
  %18: bool = == -10, k0
  %19 = | call, 1
  c = / k0, %19
  jmp L1
L12:
  %20 = copy -2.653
  %21 = and c, 32767
  acc = int2char %21
  ret k0

func f0(ret, phi: ptr<int>):
  print a
  p0: ptr<bool> = alloca
  %0 = const true
  store p0, %0
  p1: ptr<float> = alloca
  store p1, -16.683
  %t.3: bool = ceq 'Z', ' '
  %1 = - c, ret
  call: float = fmul 6.02e+23, 1e308
  %2 = / %1, -1
  s = copy a
  a = copy ret
  ret = copy s
  print %0, s
  ret %2
  c = copy s
  s = copy a
  a = copy c
L0:
  %3 = ptradd p1, 0
  %4 = load %3
  c = param 0
  ret s

func f1(depth) -> float:
L0:
  %0 = fsub 11.51, -19.535
  k0 = add k0, 1
  %1 = < k0, 10
  br %1, L0, L1
L1:
  p0: ptr<char> = alloca
  store p0, ';'
  %2 = fadd 123456789.125, -1E-5
  %3: bool = ge depth, call
  br %3, L2, L3
L2:
  p1: ptr<float> = alloc 8
  %x.1 = ptradd p1, 0
  store %x.1, 2.5e-3
  %4 = ptradd p1, 1
  store %4, 1e10
  %5 = ptradd p1, 2
  store %5, 1e-10
  %6 = ptradd p1, 3
  store %6, 1.5
  %7 = ptradd p1, 4
  store %7, 6.980
  %8 = ptradd p1, 5
  store %8, 5.550
  %9 = ptradd p1, 6
  store %9, 123456789.125
  %10 = ptradd p1, 7
  store %10, 11.410
  %11: bool = == call, div
  br %11, L5, L6
L5:
  p2: ptr<int> = alloc 2
  store p2, div
  %12 = ptradd p2, 1
  store %12, copy
  call = param 0
  %13 = or div, 1
  call = % depth, %13
  %14 = int2char 65
  call = load p2
  free p2
  %15 = ptradd p1, 2
  %16 = ptradd %15, -1
  %17 = load %16
  jmp L7
L6:
  copy = or k0, 1
  copy = / div, copy
  %18 = and depth, 7
  %19 = ptradd p1, %18
  %x.3 = load %19
L7:
  free p1
  jmp L4
L3:
  %20 = const false
  %21 = or %20, %20
  %n.2 = | copy, 1
  copy = rem copy, %n.2
L4:
  k1 = const 0
L8:
  %22 = < k1, 11
  %23 = and %22, 4
  br %23, L9, L11
L9:
  %24 = fadd -3.167, 13.150
L12:
L10:
  k1 = add k1, 1
  jmp L8
L11:
  %25 = fadd 0.5, 3.165
  k2 = const 0
L13:
  %26: bool = lt k2, 10
  br %26, L14, L16
L14:
  copy = copy call
  call = copy div
  div = copy copy
  %27 = cge '\u{0}', '\u{10FFFF}'
  br %27, L17, L18
L17:
  %28 = cge 'Z', '\u{E000}'
  br %28, L20, L16
L20:
  jmp L19
L18:
  k3 = const 0
L21:
  %phi.3 = or k0, 1
  %29 = / k0, %phi.3
  %30: ptr<int> = alloca
  store %30, k0
  div = copy call
  call = copy copy
  copy = copy div
  %j.3 = ptradd p0, 0
  store %j.3, '#'
  %31 = ptradd %30, 0
  call = load %31
L22:
  %32 = + k3, 1
  k3 = copy %32
  %33 = lt k3, 1
  %34 = and %33, %33
  br %34, L21, L23
L23:
  %z.1 = + k0, div
L19:
L15:
  %jmp.2 = + k2, 1
  k2 = copy %jmp.2
  jmp L13
L16:
L24:
  %35 = gt depth, 0
  br %35, L25, L26
L25:
  %print.2 = >> depth, 1
  %36: float = call f1, %print.2
L26:
  ret 1.5
