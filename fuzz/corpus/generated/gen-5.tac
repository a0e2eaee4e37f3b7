; mopt-gen --seed=5 --functions=2 --size=6
; runs at most 164036 steps, prints at most 241 lines, 2 frames deep

func main():
  print param
  %0 = call f1, const
  call f0, t
  k0 = const 0
L0:
  br k0, L4, L3
L3:
  s = | const, t
  param = - -5, const
  jmp L5
L4:
  k1 = const 0
L6:
  param = call f1, -5
  print -1, const, t
L7:
  k1 = sub k1, -1
  %1 = lt k1, 10
  br %1, L6, L8
L8:
  const = < k0, param
L5:
L1:
  k0 = sub k0, -1
  %2 = lt k0, 9
  %3 = and %2, -10
  br %3, L0, L2
L2:
L9:
  print
L10:
  i = copy s
  s = copy param
  param = copy i
  jmp _bb0
_bb0:
  %4 = phi [s, L10], [9, _bb0]
  %call.1 = phi [const, L10], [%8, _bb0]
  %5 = phi [i, L10], [%9, _bb0]
  %6 = phi [0, L10], [%7, _bb0]
  print %4, %call.1, %5
  %8 = + %5, t
  %9 = mul %5, %4
  %z.2 = copy s
  s = copy param
  param = copy %z.2
  %7 = + %6, 1
  %10 = < %7, 2
  br %10, _bb0, L11
L11:
  print %4, %call.1, %5, %8, %9
  i = copy %9
  ret %9
  print -2
  const = | i, 1
  s = div k1, const
  print const, param

func f0(w):
L0:
  print t
  k0 = const 0
L1:
L4:
  print b
L2:
  k0 = + k0, 1
  %0 = < k0, 8
  br %0, L1, L3
L3:
  w = + i.2, w
  %1 = < ret, w
  %2 = + %1, -9
  print w, %2, %2
  %3 = lt b, %1
  br %3, L5, L6
L6:
  print k0, w
  ret t
L5:
  ret ret
  a.1 = copy a.1
  a.1 = add a.1, k0
L7:
  br i.2, L5, L4

func f1(acc):
  print x.3
  %0 = ge acc, acc
  br %0, L1, L0
L0:
  i = add i.2, i.2
  copy = xor x.3, j
L1:
  copy = copy x.3
  x.3 = copy z
  z = copy copy
L2:
  jmp L3
L3:
  %1 = phi [acc, L2], [%5, L3]
  %2 = phi [-3, L2], [%2, L3]
  %3 = phi [0, L2], [%4, L3]
  %5 = add %1, x.3
  %4 = + %3, 1
  %6 = lt %4, 8
  br %6, L3, L4
L4:
  copy = copy %1
  k0 = const 0
L5:
  %7 = lt k0, 11
  %8 = and %7, copy
  br %8, L6, L8
L6:
  copy = ne 2, i.2
  %w.3 = param 0
L7:
  %9 = + k0, 1
  k0 = copy %9
  jmp L5
L8:
  k1 = const 0
L9:
  %10 = < k1, 5
  br %10, L10, L12
L10:
L13:
  acc = lt z, copy
  jmp L14
L14:
  %11 = phi [%17, L14], [u, L13]
  %12 = phi [-5, L14], [copy, L13]
  %13 = phi [%13, L14], [x.3, L13]
  %14 = phi [%12, L14], [z, L13]
  %15 = phi [%16, L14], [0, L13]
  %17 = + %14, -3
  %18 = or %12, 1
  %i.2 = % x.3, %18
  i = | j, 1
  i = div j, i
  %16 = + %15, 1
  %19 = < %16, 5
  br %19, L14, L15
L15:
  i = copy %17
L11:
  %20 = + k1, 1
  k1 = copy %20
  jmp L9
L12:
  %21 = eq z, x.3
  br %21, L16, L17
L16:
  k2 = const 0
L19:
  %22 = lt k2, 10
  br %22, L20, _bb0
L20:
  k3 = const 0
L22:
  u = < copy, -6
L23:
  %23 = + k3, 1
  k3 = copy %23
  %print.1 = < k3, 4
  br %print.1, L22, L24
L24:
L21:
  k2 = sub k2, -1
  jmp L19
_bb0:
  jmp L18
L17:
  k4 = const 0
  br acc, L25, L27
L25:
L30:
  i.2 = copy k0
  %w.1 = < j, z
  br %w.1, L31, L31
L31:
  %24 = phi [%w.1, L30], [-7, L30]
  %25 = phi [c, L30], [k1, L30]
L26:
  %26 = + k4, 1
  k4 = copy %26
  %add.3 = < k4, 7
  br %add.3, L27, L29
L27:
  %27 = | i, 1
  x.3 = % i, %27
  z = div acc, -1
L28:
  k4 = + k4, 1
  %28 = lt k4, 7
  br %28, L25, L29
L29:
  k5 = const 0
  %29 = == j, k2
  br %29, L32, L34
L32:
  acc = & i, k1
  u = gt -6, k1
L33:
  %30 = + k5, 1
  k5 = copy %30
  %31 = lt k5, 12
  br %31, L34, L36
L34:
  k6 = const 0
L37:
  %32 = < k6, 2
  br %32, L38, L40
L38:
  z = >> i, c
L39:
  k6 = sub k6, -1
  jmp L37
L40:
L35:
  k5 = + k5, 1
  %i.2.3 = lt k5, 12
  br %i.2.3, L32, L36
L36:
L18:
