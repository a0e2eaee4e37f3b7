; mopt-gen --seed=6 --functions=2 --size=6
; runs at most 1526 steps, prints at most 146 lines, 5 frames deep

func main():
  print x
  %0 = const 8
  x.3 = neg %0
  const = sub copy, const
  %1 = not %0
  k0 = const 0
L0:
  %2 = lt k0, 5
  %3 = and %2, %2
  br %3, L1, L3
L1:
  k1 = const 0
L4:
  %4 = lt phi, br
  %5 = and %4, 3
  copy = call f0, %5, const, x
L5:
  %6 = + k1, 1
  k1 = copy %6
  %7 = < k1, 1
  br %7, L4, L6
L6:
  %c.1 = & x, -8
L2:
  k0 = add k0, 1
  jmp L0
L3:
  print k1
  ret k0

func f0(depth, a, x.3):
L0:
  print acc
  i.2 = neg i
  br -6, L1, L2
L1:
  k0 = const 0
L3:
  %0 = lt k0, 2
  br %0, L4, L6
L4:
  acc = not a.1
L5:
  k0 = add k0, 1
  jmp L3
L6:
  print a.1
L2:
  %1 = mul -2, i.2
  print i, %1, u
  br = | a, 1
  %2 = % k0, br
  %3 = > depth, 0
  br %3, L7, L8
L7:
  %4 = sub depth, 1
  %5 = call f0, %4, u, depth
L8:
  acc = not x.3

func f1():
  print j
  %0 = le const, s
  br %0, L0, L1
L0:
  const = le br, c
  br const, L4, L3
L3:
  br = ge call, j
  k0 = const 0
  y = < call, k0
  br y, L5, L7
L5:
  %1 = ^ j, 4
  call = shl %1, %1
L6:
  %2 = + k0, 1
  k0 = copy %2
  %3 = lt k0, 10
  br %3, L7, entry
L7:
L9:
  c = eq br, call
  call = ne k0, call
  br call, L10, L10
L10:
  %4 = phi [k0, L9], [c, L9]
  %5 = phi [call, L9], [const, L9]
  %6 = and c, -2
L8:
  k0 = + k0, 1
  %7 = lt k0, 10
  br %7, L5, entry
entry:
L4:
  k1 = const 0
L11:
  %8 = < k1, 10
  %x.3.3 = and %8, %8
  br %x.3.3, L12, L14
L12:
  k2 = const 0
  %9 = > 2, s
  br %9, L15, L17
L15:
  c = copy y
  y = copy s
  s = copy c
  y = shl s, 0
L16:
  %10 = + k2, 1
  k2 = copy %10
  %11 = < k2, 4
  br %11, L17, L19
L17:
  x = xor j, 10
L18:
  k2 = add k2, 1
  %12 = < k2, 4
  br %12, L15, L19
L19:
L13:
  k1 = sub k1, -1
  jmp L11
L14:
  jmp L2
L1:
  print y, call, -5
  %13 = ne const, br
  br %13, L20, L21
L21:
  print
  ret
  %14 = neg j
  br = or %14, 7
  jmp L2
L20:
L2:
L22:
  br y, L23, L23
L23:
  %15 = phi [k0, L22], [k0, L22]
  %16 = phi [br, L22], [s, L22]
  br -4, L24, L25
L24:
  %17 = lt 64, j
  br %17, L26, L27
L26:
  print
  const = or j, br
L27:
L28:
  s = == c, 3
  jmp L29
L29:
  %add.1 = phi [br, L28], [%23, L29]
  %18 = phi [k2, L28], [%24, L29]
  %19 = phi [const, L28], [1, L29]
  %20 = phi [k1, L28], [s, L29]
  %21 = phi [0, L28], [%22, L29]
  %23 = add %20, j
  %24 = + %20, %add.1
  j = neg %23
  %25 = le -4294967296, k0
  %22 = + %21, 1
  %26 = < %22, 10
  br %26, L29, L30
L30:
  print %add.1, %18, %19, %20, %23, %24
  c = copy %20
L25:
  %27 = >= 4, 2
  %28 = gt j, 63
  %acc.2 = le const, 10
  br %acc.2, L31, L32
L31:
  %29 = + br, j
L32:
  ret
  call = | k0, 1
  s = % y, call
  ret -2
L33:
  %30 = shr br, call
  s = le %30, k2
  ret %30
