; mopt-gen --seed=2 --functions=2 --size=6
; runs at most 676 steps, prints at most 42 lines, 1 frames deep

func main():
  print i.2
  %0 = le n, i.2
  br %0, L0, L1
L1:
  n = copy div
  div = copy i.2
  i.2 = copy n
  print z, -9
  ret div
  %1 = + ret, n
L0:
  k0 = const 0
  %2 = > z, n
  br %2, L2, L4
L2:
  %3 = ne 3, i.2
  br %3, L7, L8
L7:
  %br.3 = <= n, i.2
  br %br.3, L10, L11
L10:
  div = < k0, k0
  jmp L12
L13:
  jmp L12
L11:
  jmp L12
L12:
  %i.1 = phi [k0, L11], [z, L13], [ret, L10]
  %4 = phi [j, L11], [j, L10], [ret, L13]
  s = ge %i.1, %i.1
  jmp L9
L8:
  n = | j, 1
  z = div 2, n
L9:
L3:
  k0 = sub k0, -1
  %5 = < k0, 12
  br %5, L4, L6
L4:
  %6 = < i.2, i.2
  br %6, L14, L15
L14:
  jmp L16
L15:
  print k0, 5
  jmp L16
L16:
  %7 = phi [i, L15], [ret, L14]
  %u.1 = phi [div, L15], [ret, L14]
  i.2 = > %7, j
L5:
  k0 = add k0, 1
  %8 = lt k0, 12
  br %8, L2, L6
L6:
  %9 = lt s, j
  br %9, L17, L18
L17:
  %10 = lt z, j
  jmp L19
L18:
  %11 = << 0, z
  jmp L19
L19:
  %12 = phi [i, L18], [%10, L17]
  %13 = phi [s, L18], [ret, L17]
  %14 = phi [%10, L17], [i.2, L18]
  n = < %13, %14
  ret = sub s, %13
  k1 = const 0
L20:
  ret = copy i.2
  i.2 = copy z
  z = copy ret
  j = == z, s
L21:
  k1 = + k1, 1
  %15 = < k1, 1
  br %15, L20, L22
L22:
  %16 = <= s, k1
  br %16, _bb1, L23
_bb1:
  %17 = == n, div
  br %17, L26, L25
L25:
L28:
  %18 = < 6, i
  br %18, L29, L29
L29:
  %19 = phi [%18, L28], [k1, L28]
  k2 = const 0
  %20 = < ret, s
  br %20, L30, L32
L30:
  z = & -9, i.2
L31:
  k2 = + k2, 1
  %21 = < k2, 1
  %22 = and %21, %21
  br %22, L32, L34
L32:
L35:
  z = eq k0, j
  jmp L36
L36:
  %23 = phi [s, L35], [%27, L36]
  %24 = phi [k2, L35], [n, L36]
  %25 = phi [0, L35], [%26, L36]
  print %23, %24
  %27 = mul %24, -6
  %28 = lt j, i
  %29 = + -1, z
  %26 = + %25, 1
  %30 = lt %26, 9
  %31 = and %30, n
  br %31, L36, L37
L37:
  print %23, %24, %27
  div = copy %27
L33:
  k2 = + k2, 1
  %print.1 = lt k2, 1
  br %print.1, L30, L34
L34:
  jmp L27
L26:
  print k2, k1
  print i.2, div
L27:
  jmp L24
L23:
L38:
  %32 = <= 3, k0
  br %32, L40, L39
L40:
  ret k2
  n = + 10, i.2
  n = <= z, k0
  ret 1
L41:
  i = | i.2, 1
  s = % k1, i
  print k0
  br j, L34, L34
L39:
L24:
  ret -6
  print
  i.2 = | i, 1
  j = rem div, i.2
  print
  jmp L14

func call(div, j):
L0:
  tmp = not s
  %0 = + k0, 1
  k0 = copy %0
  %1 = lt k0, 1
  %2 = and %1, j
  br %2, L0, L1
L1:
  %3 = or x.3, 1
  x = div u, %3
  x.3 = shl %3, k0
  %4 = const 5
_bb1:
  print j
  k1 = const 0
L2:
  tmp = xor x, print
L3:
  k1 = add k1, 1
  %5 = lt k1, 1
  br %5, L2, L4
L4:

func f1(div):
L0:
  print c
  add = & div, -4
  %0 = > -1, z
  br %0, L2, L1
L2:
  ret
  const = copy y
  y = copy div
  div = copy const
  %1 = const -2
  br %1, L0, L0
L1:
  %2 = + y, copy
  tmp = != c, %2
  const = or %2, 1
  %3 = % y, const
  %4 = not %2
  ret z
L3:
  %5 = < tmp, const
  div = >= %5, tmp
  br %5, L1, L1
