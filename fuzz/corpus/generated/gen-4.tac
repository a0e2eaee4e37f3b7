; mopt-gen --seed=4 --functions=2 --size=6
; runs at most 687 steps, prints at most 33 lines, 2 frames deep

func main():
  print jmp
  u = << call, 9
  a = gt 3, -9
  %0 = < -8, jmp
  br %0, L0, L1
L1:
  a = + i.2, u
  %1 = >= 10, const
  ret
  %copy.2 = >= call, const
  a = >> %copy.2, i.2
  call = gt 3, a
  jmp L1
L2:
  %2 = & const, phi
  ret -7
L0:
  %3 = ne -6, u
  br %3, L3, L4
L3:
  %4 = copy i.2
  i.2 = copy jmp
  jmp = copy %4
  jmp L5
L4:
  %5 = le i.2, u
  br %5, L6, L7
L6:
L8:
  jmp = copy phi
  phi = copy u
  u = copy jmp
  jmp L9
L9:
  %6 = phi [const, L8], [%7, L9]
  %7 = phi [phi, L8], [%6, L9]
  %8 = phi [jmp, L8], [4, L9]
  %9 = phi [0, L8], [%10, L9]
  print %6, %7, %8
  print %6
  %10 = + %9, 1
  %11 = < %10, 2
  br %11, L9, L10
L10:
  print %6, %7, %8
  const = copy %7
  print const, %8
L7:
  k0 = const 0
L11:
  %12 = < k0, 6
  br %12, L12, L14
L12:
  print a
L15:
  const = div phi, 6
  jmp L16
L16:
  %13 = phi [0, L15], [%14, L16]
  %14 = phi [2, L15], [%15, L16]
  %15 = phi [phi, L15], [%16, L16]
  %16 = phi [i.2, L15], [%13, L16]
  %17 = phi [0, L15], [%18, L16]
  %18 = + %17, 1
  %19 = < %18, 6
  %20 = and %19, call
  br %20, L16, L17
L17:
  print %13, %14, %15, %16
  a = copy %14
L13:
  %21 = + k0, 1
  k0 = copy %21
  jmp L11
L14:
L5:
  %22 = <= 64, const
  br %22, L18, L19
L18:
  call f0, -1
  %23 = == a, u
  br %23, L22, L21
L21:
  u = copy a
  a = copy i.2
  i.2 = copy u
L24:
  jmp L25
L25:
  %24 = phi [%24, L25], [call, L24]
  %25 = phi [const, L25], [6, L24]
  %26 = phi [%27, L25], [0, L24]
  print %24, %25
  %27 = + %26, 1
  %28 = lt %27, 3
  %29 = and %28, u
  br %29, L25, L26
L26:
  print %24, %25
  a = copy %24
  jmp L23
L22:
  call = <= jmp, jmp
L23:
  jmp L20
L19:
  u = ne k0, k0
  br u, L28, L27
L27:
  k1 = const 0
L30:
  %30 = < k1, 4
  br %30, L31, L33
L31:
  jmp = + call, 3
  %31 = copy a
L32:
  k1 = sub k1, -1
  jmp L30
L33:
  jmp L29
L28:
  i.2 = | phi, k0
L29:
L20:
  call = xor -2, const
  ret phi

func f0(x.3):
  print call
  w = param 0
  print
  k0 = const 0
L0:
  %0 = < k0, 2
  %1 = and %0, 7
  br %1, L1, L3
L1:
  %2 = & param, k0
  print %2
L2:
  k0 = sub k0, -1
  jmp L0
L3:
  %3 = copy x
  x = copy param
  param = copy %3
  %4 = ne w, x.3
  %5 = eq phi, 10
  ret %4
  %6 = | jmp, param
  a = copy x.3
  x.3 = copy x
  x = copy a
  ret

func call():
L0:
  div = copy print
  print = copy jmp
  jmp = copy div
  k0 = sub k0, -1
  %0 = < k0, 5
  br %0, L0, L1
L1:
  br ret, L2, L2
L2:
  br copy, L3, L4
L3:
  jmp L5
L6:
  div = >> b, -1
  jmp L5
L4:
  jmp L5
L5:
  %1 = phi [print, L3], [div, L6], [-9, L4]
  %2 = phi [-10, L4], [div, L3], [print, L6]
  ret = lt %2, div
  %tmp.1 = or ret, 1
  %3 = % call, %tmp.1
  %4 = neg print
  ret = lt jmp, k0
  br ret, L7, L8
L7:
  %5 = ge k0, copy
  br %5, L9, L10
L9:
  %6 = not div
  %7 = ge %6, copy
  br %7, L11, L12
L11:
  jmp L13
L12:
  jmp = eq ret, print
  jmp = or k0, copy
  jmp L13
L13:
  %8 = phi [ret, L11], [print, L12]
  %9 = phi [div, L11], [ret, L12]
  %10 = phi [ret, L11], [copy, L12]
  b = le %9, -1
L10:
L8:
  call = mul copy, copy
  ret print
  %11 = | div, 1
  %12 = / call, %11
L14:
  jmp = or b, 1
  jmp = div div, jmp
  br b, L10, L10
