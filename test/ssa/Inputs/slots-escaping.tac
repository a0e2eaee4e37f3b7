; Stack slots that ssa leaves in memory, one reason each: the address
; passed to a call, stored as a value (into the heap), offset by ptradd,
; copied, an entry of a phi, returned; and an alloca outside the entry
; block. The address of %linked is stored only into %holder, a slot that
; is promoted, so %linked is promoted too, in a second round, as LLVM's
; mem2reg does.
func main():
  %called: ptr<int> = alloca
  %stored: ptr<int> = alloca
  %linked: ptr<int> = alloca
  %holder: ptr<ptr<int>> = alloca
  %moved: ptr<int> = alloca
  %copied: ptr<int> = alloca
  %joined: ptr<int> = alloca
  store %called, 1
  %x = call read, %called
  store %stored, 2
  %heap: ptr<ptr<int>> = alloc 1
  store %heap, %stored
  %p = load %heap
  %y = load %p
  free %heap
  store %linked, 20
  store %holder, %linked
  %lp = load %holder
  %y2 = load %lp
  %m = ptradd %moved, 0
  store %m, 3
  %z = load %moved
  %c = copy %copied
  store %c, 4
  %w = load %copied
  store %joined, 5
  br 1, left, right
left:
  jmp join
right:
  jmp join
join:
  %j: ptr<int> = phi [%joined, left], [%joined, right]
  %v = load %j
  %gone = call leak
  k = const 0
  jmp loop
loop:
  %inner: ptr<int> = alloca
  store %inner, k
  %t = load %inner
  k = + %t, 1
  %again = lt k, 2
  br %again, loop, out
out:
  print %x, %y, %y2, %z, %w, %v
  ret

func read(q: ptr<int>):
  %v = load q
  ret %v

func leak() -> ptr<int>:
  %mine: ptr<int> = alloca
  store %mine, 6
  ret %mine
