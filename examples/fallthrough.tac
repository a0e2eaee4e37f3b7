; fallthrough.tac - flat TAC, and what `lower` makes of it.
;
; As written, control falls from one label into the next, there is code
; after terminators, and a label that nothing reaches. `lower` turns this
; into a control-flow graph: fall-through into a jump target becomes an
; explicit `jmp`, a label entered only by falling through (`next`) joins
; the block before it, the dead code and the unreachable block go, and the
; end of the function gets its implicit `ret 0`.
;
; Run it, then look at the lowered form:
;   build/opt-tool/mopt --run examples/fallthrough.tac
;   build/opt-tool/mopt -passes=lower --run examples/fallthrough.tac
;   build/opt-tool/mopt -passes=lower examples/fallthrough.tac
; It prints 15 (5 + 4 + 3 + 2 + 1), then 1, and returns 0.

func main():
  n = const 5
  s = const 0
top:                  ; the first label: the unnamed entry falls into it
  s = + s, n
  n = - n, 1
  br n, top, out
  print 999           ; dead: after br
out:
  print s
next:                 ; only fallen into: joins out
  print 1
  jmp end
never:                ; nothing jumps here and `jmp end` does not fall in
  print 998
end:
                      ; the end of main: ret 0
