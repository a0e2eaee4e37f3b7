; swap.tac - the swap problem.
;
; Two values trade places on every trip round a loop. `swap_vars` does it
; the way one writes it by hand, with variables and a temporary. After SSA
; construction and copy folding that becomes `swap_phis`: two phis at the
; top of the loop that read each other. Phis act as one parallel copy (all
; read, then all write), so %a and %b really do trade places; an
; out-of-SSA translation that turns the phis into two copies one after the
; other (a = b; b = a) loses a value and prints 2 2 from the second trip on.
;
; Run it:
;   build/opt-tool/mopt --run examples/swap.tac
;   build/opt-tool/mopt -passes=lower --run examples/swap.tac
; Both print the pairs 1 2, 2 1, 1 2, 2 1 twice (once per function) and
; return 2.

func main():
  call swap_vars, 4
  %r = call swap_phis, 4
  ret %r

; Exchanges a and b, n times, through the temporary t.
func swap_vars(n):
  a = const 1
  b = const 2
  i = const 0
loop:
  print a, b
  t = copy a
  a = copy b
  b = copy t
  i = + i, 1
  %more = < i, n
  br %more, loop, done
done:
  ret b

; The same loop in SSA form: the swap is in the phis.
func swap_phis(n):
start:
  jmp loop
loop:
  %a = phi [1, start], [%b, loop]
  %b = phi [2, start], [%a, loop]
  %i = phi [0, start], [%i.next, loop]
  print %a, %b
  %i.next = + %i, 1
  %more = < %i.next, n
  br %more, loop, done
done:
  ret %a
