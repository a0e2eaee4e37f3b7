; lost_copy.tac - the lost-copy problem.
;
; %x is the loop's counter before the increment and %y after it; after the
; loop it is %x, the value from the last trip, that is returned, not %y.
; The back edge loop -> loop is critical (loop has two successors and two
; predecessors). An out-of-SSA translation that places the phi's copy
; `x = y` at the end of `loop`, without splitting that edge, overwrites x
; before `done` reads it, and the function returns 4 instead of 3.
;
; Run it:
;   build/opt-tool/mopt --run examples/lost_copy.tac
;   build/opt-tool/mopt -passes=lower --run examples/lost_copy.tac
; Both print 1, 2, 3 (one per line) and return 3.

func main():
start:
  jmp loop
loop:
  %x = phi [1, start], [%y, loop]
  print %x
  %y = + %x, 1
  %more = < %y, 4
  br %more, loop, done
done:
  ret %x
