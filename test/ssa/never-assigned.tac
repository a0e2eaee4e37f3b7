; A variable that is never assigned reads 0 everywhere, and a parameter
; that is never assigned reads its argument: `ssa` puts one `param 0` at
; the top of the entry block, and no phi anywhere.
; RUN: %mopt -passes=lower,ssa -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt -passes='lower,ssa<minimal>' %s | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,out-of-ssa --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s

; CHECK-LABEL: func f(p):
; CHECK-NEXT:    %p.1 = param 0
; CHECK-NEXT:    br %p.1, yes, no
; CHECK-NEXT:  yes:
; CHECK-NEXT:    %s = + %p.1, 0
; CHECK-NEXT:    print 0, %p.1
; CHECK-NEXT:    ret %s
; CHECK-NEXT:  no:
; CHECK-NEXT:    ret 0
; CHECK-NOT:   {{.+}}

; OUT:      0 7
; OUT-NEXT: 7
; OUT-NEXT: ; main returned 7
; OUT-NOT:  {{.+}}

func main():
  %r = call f, 7
  print %r
  ret %r

func f(p):
  br p, yes, no
yes:
  %s = + p, never
  print never, p
  ret %s
no:
  ret never
