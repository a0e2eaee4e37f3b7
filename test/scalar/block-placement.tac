; `block-placement` lays the blocks out in chains, each block followed by
; the target of its jump when that is not placed yet, then deletes every
; jump to the block laid out next, and a last `ret` with no value: flat
; form, as programs are written. In order, entry stays first and chains
; to a (entry's jump goes); a ends in a branch, so the next chain starts
; at c, the first block not placed, and takes d (c's jump goes); b comes
; last and keeps its jump back to c. In loop, two chains, entry-head and
; body-latch, drop two jumps, one of them body's jump to latch, taken on
; every iteration; latch's jump back to head stays, and so does exit's
; `ret`, which is not last. In tail, chaining done after yes would leave
; no's jump, as many jumps as the order as written, which a tie keeps
; (loops weigh their jumps more: block-placement keeps whichever order
; its estimate says takes fewer jumps): no falls into done, whose `ret`
; ends the function and goes; in last, entry falls into done likewise. The output is flat: read back, or lowered again
; in the same pipeline, it is a CFG that runs the same (RELOWER below: the
; blocks entered only by falling through join their predecessor, and
; loop's phi entry now names body). The same holds in SSA form.
; RUN: %mopt -passes=lower,block-placement -verify-each %s | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,block-placement -stats -disable-output %s 2>&1 | FileCheck --match-full-lines --check-prefix=STATS %s
; RUN: %mopt -passes=lower,block-placement,lower -verify-each %s | FileCheck --match-full-lines --check-prefix=RELOWER %s
; RUN: %mopt -passes=lower,ssa,block-placement -verify-each %s | FileCheck --match-full-lines --check-prefix=SSA %s
; The program prints and returns the same without the pass and with it,
; lowered again or not, and read back; n = 0 and n = 2.
; RUN: %mopt --run %s 2 > %t.2 2>&1
; RUN: FileCheck --match-full-lines --check-prefix=OUT2 %s < %t.2
; RUN: %mopt -passes=lower,block-placement -verify-each --run %s 2 2>&1 | diff %t.2 -
; RUN: %mopt -passes=lower,block-placement,lower -verify-each --run %s 2 2>&1 | diff %t.2 -
; RUN: %mopt -passes=lower,ssa,block-placement -verify-each --run %s 2 2>&1 | diff %t.2 -
; RUN: %mopt -passes=lower,ssa,block-placement,lower,ssa,out-of-ssa -verify-each --run %s 2 2>&1 | diff %t.2 -
; RUN: %mopt --run %s 0 > %t.0 2>&1
; RUN: FileCheck --match-full-lines --check-prefix=OUT0 %s < %t.0
; RUN: %mopt -passes=lower,block-placement -verify-each --run %s 0 2>&1 | diff %t.0 -
; RUN: %mopt -passes=lower,block-placement,lower -verify-each --run %s 0 2>&1 | diff %t.0 -
; RUN: %mopt -passes=lower,ssa,block-placement -verify-each --run %s 0 2>&1 | diff %t.0 -
; RUN: %mopt -passes=lower,block-placement %s > %t.flat
; RUN: %mopt --run %t.flat 2 2>&1 | diff %t.2 -
; RUN: %mopt --run %t.flat 0 2>&1 | diff %t.0 -
; RUN: %mopt -passes=lower,ssa,block-placement %s > %t.ssa
; RUN: %mopt -passes=lower,verify --run %t.ssa 2 2>&1 | diff %t.2 -
; Lowering the text read back gives the CFG lowered in the pipeline.
; RUN: %mopt -passes=lower,block-placement,lower %s > %t.relower
; RUN: %mopt -passes=lower %t.flat | diff %t.relower -

; CHECK:      func main(n):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   %r = call order, %n
; CHECK-NEXT:   call loop, %n
; CHECK-NEXT:   call tail, %n
; CHECK-NEXT:   call last, %n
; CHECK-NEXT:   ret %r
; CHECK-EMPTY:
; CHECK-NEXT: func order(n):
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT: a:
; CHECK-NEXT:   print 1
; CHECK-NEXT:   br %n, b, c
; CHECK-NEXT: c:
; CHECK-NEXT:   print 3
; CHECK-NEXT: d:
; CHECK-NEXT:   ret 0
; CHECK-NEXT: b:
; CHECK-NEXT:   print 2
; CHECK-NEXT:   jmp c
; CHECK-EMPTY:
; CHECK-NEXT: func loop(n) -> void:
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT: head:
; CHECK-NEXT:   %i = phi [0, entry], [%i2, latch]
; CHECK-NEXT:   %c = < %i, %n
; CHECK-NEXT:   br %c, body, exit
; CHECK-NEXT: exit:
; CHECK-NEXT:   ret
; CHECK-NEXT: body:
; CHECK-NEXT:   print %i
; CHECK-NEXT: latch:
; CHECK-NEXT:   %i2 = + %i, 1
; CHECK-NEXT:   jmp head
; CHECK-EMPTY:
; CHECK-NEXT: func tail(n) -> void:
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT:   br %n, yes, no
; CHECK-NEXT: yes:
; CHECK-NEXT:   print %n
; CHECK-NEXT:   jmp done
; CHECK-NEXT: no:
; CHECK-NEXT:   print 0
; CHECK-NEXT: done:
; CHECK-EMPTY:
; CHECK-NEXT: func last(n) -> void:
; CHECK-NEXT: entry:
; CHECK-NEXT:   %n = param 0
; CHECK-NEXT: done:
; CHECK-NEXT:   print %n
; CHECK-NOT:  {{.+}}

; STATS:      ===-------------------------------------------------------------------------===
; STATS-NEXT:                           ... Statistics Collected ...
; STATS-NEXT: ===-------------------------------------------------------------------------===
; STATS-EMPTY:
; STATS-NEXT: 6 block-placement - Number of jumps that fall through now
; STATS-EMPTY:
; STATS-NOT:  {{.+}}

; RELOWER-LABEL: func order(n):
; RELOWER-NEXT: entry:
; RELOWER-NEXT:   %n = param 0
; RELOWER-NEXT:   print 1
; RELOWER-NEXT:   br %n, b, c
; RELOWER-NEXT: c:
; RELOWER-NEXT:   print 3
; RELOWER-NEXT:   ret 0
; RELOWER-NEXT: b:
; RELOWER-NEXT:   print 2
; RELOWER-NEXT:   jmp c
; RELOWER-EMPTY:
; RELOWER-NEXT: func loop(n) -> void:
; RELOWER-NEXT: entry:
; RELOWER-NEXT:   %n = param 0
; RELOWER-NEXT:   jmp head
; RELOWER-NEXT: head:
; RELOWER-NEXT:   %i = phi [0, entry], [%i2, body]
; RELOWER-NEXT:   %c = < %i, %n
; RELOWER-NEXT:   br %c, body, exit
; RELOWER-NEXT: exit:
; RELOWER-NEXT:   ret
; RELOWER-NEXT: body:
; RELOWER-NEXT:   print %i
; RELOWER-NEXT:   %i2 = + %i, 1
; RELOWER-NEXT:   jmp head
; RELOWER-EMPTY:
; RELOWER-NEXT: func tail(n) -> void:
; RELOWER-NEXT: entry:
; RELOWER-NEXT:   %n = param 0
; RELOWER-NEXT:   br %n, yes, no
; RELOWER-NEXT: yes:
; RELOWER-NEXT:   print %n
; RELOWER-NEXT:   jmp done
; RELOWER-NEXT: no:
; RELOWER-NEXT:   print 0
; RELOWER-NEXT:   jmp done
; RELOWER-NEXT: done:
; RELOWER-NEXT:   ret
; RELOWER-EMPTY:
; RELOWER-NEXT: func last(n) -> void:
; RELOWER-NEXT: entry:
; RELOWER-NEXT:   %n = param 0
; RELOWER-NEXT:   print %n
; RELOWER-NEXT:   ret
; RELOWER-NOT:  {{.+}}

; SSA-LABEL: func loop(n) -> void:
; SSA-NEXT: entry:
; SSA-NEXT:   %n = param 0
; SSA-NEXT: head:
; SSA-NEXT:   %i = phi [0, entry], [%i2, latch]
; SSA-NEXT:   %c = < %i, %n
; SSA-NEXT:   br %c, body, exit
; SSA-NEXT: exit:
; SSA-NEXT:   ret
; SSA-NEXT: body:
; SSA-NEXT:   print %i
; SSA-NEXT: latch:
; SSA-NEXT:   %i2 = + %i, 1
; SSA-NEXT:   jmp head
; SSA-EMPTY:

; OUT2:      1
; OUT2-NEXT: 2
; OUT2-NEXT: 3
; OUT2-NEXT: 0
; OUT2-NEXT: 1
; OUT2-NEXT: 2
; OUT2-NEXT: 2
; OUT2-NEXT: ; main returned 0
; OUT2-NOT:  {{.+}}

; OUT0:      1
; OUT0-NEXT: 3
; OUT0-NEXT: 0
; OUT0-NEXT: 0
; OUT0-NEXT: ; main returned 0
; OUT0-NOT:  {{.+}}

func main(n):
entry:
  %n = param 0
  %r = call order, %n
  call loop, %n
  call tail, %n
  call last, %n
  ret %r

func order(n):
entry:
  %n = param 0
  jmp a
c:
  print 3
  jmp d
a:
  print 1
  br %n, b, c
b:
  print 2
  jmp c
d:
  ret 0

func loop(n) -> void:
entry:
  %n = param 0
  jmp head
head:
  %i = phi [0, entry], [%i2, latch]
  %c = < %i, %n
  br %c, body, exit
exit:
  ret
body:
  print %i
  jmp latch
latch:
  %i2 = + %i, 1
  jmp head

func tail(n) -> void:
entry:
  %n = param 0
  br %n, yes, no
yes:
  print %n
  jmp done
no:
  print 0
  jmp done
done:
  ret

func last(n) -> void:
entry:
  %n = param 0
  jmp done
done:
  print %n
  ret
