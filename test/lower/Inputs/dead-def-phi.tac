; Input of ../dead-def-use.tac: dead2 cannot run and does not branch to
; join, so join's entry from it survives the removal of dead edges.
func main():
start:
  jmp join
dead1:
  %d = const 5
  jmp dead2
dead2:
  ret 0
join:
  %p = phi [1, start], [%d, dead2]
  print %p
