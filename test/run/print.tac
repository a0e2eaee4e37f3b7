; --run interprets `main`: what the program prints goes to standard output,
; and `; main returned N` to standard error, with exit status 0.
; RUN: %mopt --run %s 2> %t.err | FileCheck --match-full-lines --check-prefix=STDOUT %s
; RUN: FileCheck --match-full-lines --check-prefix=STDERR %s < %t.err
; RUN: %mopt -passes=lower --run %s 2> %t.err | FileCheck --match-full-lines --check-prefix=STDOUT %s
; RUN: FileCheck --match-full-lines --check-prefix=STDERR %s < %t.err

; STDOUT:      1
; STDOUT-NEXT: 2 -3
; STDOUT-EMPTY:
; STDOUT-NEXT: 4 5 6
; STDOUT-NOT:  {{.+}}

; STDERR:      ; main returned -42
; STDERR-NOT:  {{.+}}

func main():
  print 1
  %a = const -3
  print 2, %a
  print
  call three
  %r = * 14, %a
  ret %r

func three():
  print 4, 5, 6
