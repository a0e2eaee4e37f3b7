; Types print back as they read: annotations on parameters, return types
; and destinations that are not int; float literals in the shortest
; spelling that reads back as the same double; characters, a '#' or ';'
; inside quotes being no comment; memory and its pointer types.
; RUN: %mopt %s > %t1
; RUN: %mopt %t1 > %t2
; RUN: diff %t1 %t2
; RUN: FileCheck --check-prefix=TEXT --match-full-lines %s < %t1
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt --run %t1 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,out-of-ssa --run %s 2>&1 | FileCheck --match-full-lines %s

; TEXT:      func main():
; TEXT-NEXT:   %f: float = fadd 0.1, 0.0025
; TEXT-NEXT:   ch: char = const '#'
; TEXT-NEXT:   semi: char = const ';'
; TEXT-NEXT:   bell: char = const '\u{7}'
; TEXT-NEXT:   %p: ptr<ptr<float>> = alloc 2
; TEXT-NEXT:   %q: ptr<float> = alloc 1
; TEXT-NEXT:   store %q, %f
; TEXT-NEXT:   store %p, %q
; TEXT-NEXT:   %r: ptr<float> = load %p
; TEXT-NEXT:   %g: float = call half, %r
; TEXT-NEXT:   print %f, ch, semi, %g
; TEXT-NEXT:   free %q
; TEXT-NEXT:   free %p
; TEXT-NEXT:   ret
; TEXT-EMPTY:
; TEXT-NEXT: func half(p: ptr<float>) -> float:
; TEXT-NEXT:   %v: float = load p
; TEXT-NEXT:   %h: float = fmul %v, 0.5
; TEXT-NEXT:   ret %h

; CHECK:      0.10250000000000001 # ; 0.05125000000000000
; CHECK-NEXT: ; main returned 0

func main():
  %f = fadd 0.1, 2.5e-3
  ch: char = const '#'
  semi: char = const ';'   ; a comment after the character
  bell: char = const '\u{7}'
  %p: ptr<ptr<float>> = alloc 2
  %q: ptr<float> = alloc 1
  store %q, %f
  store %p, %q
  %r: ptr<float> = load %p
  %g: float = call half, %r
  print %f, ch, semi, %g
  free %q
  free %p
  ret

func half(p: ptr<float>) -> float:
  %v = load p
  %h = fmul %v, 0.5
  ret %h
