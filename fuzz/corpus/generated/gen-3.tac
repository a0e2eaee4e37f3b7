; mopt-gen --seed=3 --functions=2 --size=6
; runs at most 419 steps, prints at most 13 lines, 1 frames deep

func main():
L0:
  print br
  %0 = >> tmp, w
  %1 = le x, %0
  br %1, L2, L1
L2:
  print w, y
  x = shr jmp, w
  ret br
  %jmp.1 = / x, 2
  %2 = << tmp, %jmp.1
  br = copy jmp
  jmp = copy n
  n = copy br
  ret jmp
L1:
  %3 = add y, tmp
  n = ne %3, %3
  br n, L3, L4
L3:
  %4 = == jmp, x
  br %4, L6, _bb0
_bb0:
  ret
  n = not jmp
  %5 = >> n, tmp
L6:
  jmp L5
L4:
  print x
  k0 = const 0
  %6 = > -1, jmp
  br %6, L7, L9
L7:
  %7 = add x, jmp
  %8 = ge k0, 9223372036854775807
  br %8, L12, L13
L12:
L14:
  jmp L15
L15:
  %9 = phi [%10, L15], [w, L14]
  %10 = phi [%14, L15], [k0, L14]
  %11 = phi [%15, L15], [tmp, L14]
  %12 = phi [%13, L15], [0, L14]
  %14 = sub %10, %11
  %15 = mul %11, 9
  %i.2.3 = copy n
  n = copy br
  br = copy %i.2.3
  %13 = + %12, 1
  %16 = lt %13, 1
  br %16, L15, L16
L16:
  print %9, %10, %11, %14, %15
  x = copy %15
  jmp = - 5, k0
L13:
L8:
  k0 = sub k0, -1
  %17 = < k0, 9
  %18 = and %17, %17
  br %18, L9, L11
L9:
L17:
L10:
  %phi.2 = + k0, 1
  k0 = copy %phi.2
  %19 = < k0, 9
  br %19, L7, L11
L11:
L5:
  %20 = add 10, w
  x = ne %20, y
  ret

func f0(y):
  print w
  const = add y, y
  u = ne w, w
  br u, L0, L1
L0:
  k0 = const 0
L2:
  %0 = ne y, u
  br %0, L6, L5
L5:
  %1 = >= y, const
L6:
L3:
  %2 = + k0, 1
  k0 = copy %2
  %3 = < k0, 7
  br %3, L2, L4
L4:
L1:
  %4 = or const, -2
  %phi.1 = == %4, w
  br %phi.1, entry, L7
L7:
  print const
  y = == y, u
entry:
  w = le 6, k0
  br w, L9, L8
L8:
  w = copy u
  u = copy const
  const = copy w
  jmp L10
L9:
  k1 = const 0
L11:
  print u, w, y
  print w, w, y
L12:
  %5 = + k1, 1
  k1 = copy %5
  %6 = lt k1, 8
  br %6, L11, L13
L13:
L10:
  print -5, k1, u
  ret w
  print
  ret u

func f1(depth):
  print i
  param = eq j, i
  br param, L0, L1
L0:
  call = ^ call, j
  call = ne 6, param
  br call, L3, L2
L3:
  ret
L2:
L1:
  %0 = > depth, 0
  br %0, L4, L5
L4:
  %1 = sub depth, 1
  param = call f1, %1
L5:
  %2 = ge depth, j
  br %2, L6, L7
L6:
  jmp L8
L7:
  %3 = param 0
L8:
  %u.1 = phi [param, L6], [-1, L7]
  %4 = phi [-6, L7], [j, L6]
  param = > %4, depth
  %5 = and call, %4
  j = * 4, %u.1
  call = - 0, %5
  %6 = eq %4, %4
  br %6, L9, L10
L9:
  param = not j
  jmp L11
L10:
  k0 = const 0
L12:
  j = - depth, 0
L13:
  %7 = + k0, 1
  k0 = copy %7
  %8 = < k0, 2
  br %8, L12, L14
L14:
L11:
  ret
  call = copy param
  param = copy j
  j = copy call
  print depth, param
  %9 = param 0
  br -1, L5, L14
