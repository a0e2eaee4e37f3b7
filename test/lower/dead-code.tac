; Code after a terminator, up to the next label, can never run: lower
; removes it, and with it the edges its branches would add (the dead
; `jmp one` goes). Labels that live branches name keep their blocks.
; RUN: %mopt -passes=lower -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s
; RUN: %mopt -passes=lower --run %s 2>&1 | FileCheck --match-full-lines --check-prefix=OUT %s

; CHECK-LABEL: func main():
; CHECK-NEXT:    x = const 1
; CHECK-NEXT:    br x, one, two
; CHECK-NEXT:  one:
; CHECK-NEXT:    print 1
; CHECK-NEXT:    jmp end
; CHECK-NEXT:  two:
; CHECK-NEXT:    print 2
; CHECK-NEXT:    ret 0
; CHECK-NEXT:  end:
; CHECK-NEXT:    ret 7
; CHECK-NOT:   {{.+}}

; OUT:      1
; OUT-NEXT: ; main returned 7
; OUT-NOT:  {{.+}}

func main():
  x = const 1
  br x, one, two
  print 99            ; dead: after br
one:
  print 1
  jmp end
  print 98            ; dead: after jmp (it would fall into two)
two:
  print 2
  ret 0
  jmp one             ; dead, and so is its edge to one
end:
  ret 7
  print 97            ; dead, at the very end of the function
