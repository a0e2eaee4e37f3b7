; mopt-gen --seed=1 --functions=2 --size=6
; runs at most 206 steps, prints at most 8 lines, 1 frames deep

func main():
L0:
  print phi
  k0 = const 0
  %0 = eq print, add
  br %0, L1, L3
L1:
  add = ne u, t
  acc = ne print, acc
L2:
  k0 = sub k0, -1
  %1 = < k0, 11
  br %1, L3, L5
L3:
  call = == k0, phi
  %2 = > k0, u
  br %2, L6, L7
L6:
  %acc.3 = ^ copy, acc
  acc = ^ %acc.3, acc
L7:
L4:
  k0 = sub k0, -1
  %3 = lt k0, 11
  br %3, L1, L5
L5:
  print copy
  k1 = const 0
L8:
  add = == copy, acc
  print t
L9:
  k1 = sub k1, -1
  %4 = < k1, 5
  br %4, L8, L10
L10:
  %5 = le t, u
  br %5, L12, L11
L12:
  ret
  u = % phi, 2
  copy = add k1, k0
L11:
  t = mul u, 2
  u = ge phi, print
  ret
  phi = != call, 3
  call = + add, print
  %acc.2 = | 2, 1
  %6 = div k0, %acc.2
L13:
  acc = add phi, acc
  jmp L11

func f0():
  print tmp
  k0 = const 0
  %0 = != tmp, tmp
  br %0, L0, L2
L0:
  print const
  %1 = lt 3, a.1
  br %1, L4, L4
L4:
L1:
  k0 = + k0, 1
  %2 = lt k0, 1
  %3 = and %2, a.1
  br %3, L2, entry.1
L2:
  %copy.3 = <= ret, a.1
  br %copy.3, L5, L6
L5:
  %4 = shl const, const
  jmp L1.L2
L6:
  %j.2 = + a.1, phi
  a.1 = neg %j.2
L1.L2:
  const = & -8, a.1
L3:
  k0 = sub k0, -1
  %5 = lt k0, 1
  br %5, L0, entry.1
entry.1:
  print
  %6 = le phi, const
  phi = ne tmp, const
  br phi, L8, L7
L7:
  %7 = < k0, const
  br %7, L10, L9
L9:
L12:
  %8 = != 5, k0
  br %8, L13, L13
L13:
  %9 = phi [a.1, L12], [phi, L12]
  %10 = or %9, 1
  const = rem %9, %10
  jmp L11
L10:
  %11 = < tmp, ret
  br %11, L15, L14
L15:
  %12 = const 0
  a.1 = < ret, %12
  ret a.1
L16:
  ret tmp
L14:
L11:
  br k0, L18, L17
L17:
  tmp = copy -1
L18:
L8:
L19:
  %13 = + phi, phi
  ret %13
L20:
  %14 = not k0
  br -5, L18, L18

func f1(c, acc):
L0:
  call = <= -9, 0
  acc = copy call
  call = copy add
  add = copy acc
  add = param 0
  k0 = + k0, 1
  %0 = < k0, 7
  br %0, L0, L1
L1:
  print
  k1 = const 0
L2:
  %1 = lt k1, 6
  br %1, L3, L5
L3:
  %2 = ne ret, acc
  br %2, L6, L7
L6:
  add = add c, ret
  %3 = param 1
  jmp L8
L7:
  jmp L8
L8:
  %c.3 = phi [-10, L7], [%3, L6]
  add = > %c.3, add
L4:
  %4 = + k1, 1
  k1 = copy %4
  jmp L2
L5:
  add = shr u, acc
  call = not c
  k2 = const 0
_bb0:
  %5 = < k2, 7
  %6 = and %5, %5
  br %6, L9, L11
L9:
  %7 = shr add, call
  k3 = const 0
entry.1:
  %8 = lt k3, 9
  br %8, L12, L14
L12:
  call = copy ret
  ret = copy c
  c = copy call
  acc = >= copy, acc
L13:
  k3 = sub k3, -1
  jmp entry.1
L14:
L10:
  %w.2 = + k2, 1
  k2 = copy %w.2
  jmp _bb0
L11:
  u = const 6
  ret -5
L15:
  %9 = copy acc
  acc = copy ret
  ret = copy %9
  jmp L14
