; Stack slots at run time. A slot lives until its function returns: a
; pointer to it that outlives the call is a use after free, at the load
; that uses it; `free` of a slot is an error; the printed address says
; only `stack`. A recursion that makes a slot per call a million times
; runs in the memory of its deepest chain (the records of returned frames
; are reused; their serial numbers are not).
; RUN: %not %mopt --run %s 2>&1 | FileCheck --strict-whitespace %s
; RUN: printf 'func main():\n  %%%%p: ptr<int> = alloca\n  free %%%%p\n' > %t.free.tac
; RUN: %not %mopt --run %t.free.tac 2>&1 | FileCheck --check-prefix=FREE %s
; RUN: %mopt --run %S/Inputs/slot-per-call.tac 2>&1 | FileCheck --check-prefix=DEEP %s

; CHECK:      {{^}}ptr<stack+0>{{$}}
; CHECK-NEXT: {{^}}7{{$}}
; CHECK-NEXT: {{^.*}}stack-slots.tac:[[@LINE+18]]:3: error: use after free: ptr<stack+0> was freed{{$}}
; CHECK-NEXT: {{^}}  %w = load %p{{$}}
; CHECK-NEXT: {{^}}  ^{{$}}
; CHECK-NOT:  {{.}}

; FREE: free.tac:3:3: error: free of ptr<stack+0>, a stack slot (alloca), which is freed when its function returns

; DEEP:      {{^}}1000000{{$}}
; DEEP-NEXT: {{^}}; main returned 0{{$}}

func main():
  %p: ptr<int> = call leak
  %q: ptr<int> = call leak
  print %q
  %k: ptr<int> = alloca
  store %k, 7
  %v = load %k
  print %v
  %w = load %p
  print %w
func leak() -> ptr<int>:
  %s: ptr<int> = alloca
  store %s, 1
  ret %s
