; call.indirect calls the function whose address its first operand holds,
; with the others as arguments; its type is declared (void without a
; result, int unless annotated, as elsewhere in TAC). The run checks the
; callee: its return and argument types must be
; the call's, else a runtime error names it. It reads back as printed,
; survives SSA and -O2 (the inliner leaves it), and written as LLVM IR it
; is LLVM's call through a pointer, which lli runs the same.
; RUN: %mopt --run %s 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt %s | %mopt --run - 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt -passes=lower,ssa,out-of-ssa --run %s 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt -O2 --run %s 2>&1 | FileCheck --match-full-lines %s
; RUN: %mopt %s | FileCheck --check-prefix=TAC %s
; RUN: %mopt --emit-llvm %s -o %t.ll
; RUN: FileCheck --check-prefix=LLVM %s < %t.ll
; RUN: %lli %t.ll | FileCheck --match-full-lines --check-prefix=LLI %s

; CHECK:      42
; CHECK-NEXT: 42
; CHECK-NEXT: 7
; CHECK-NEXT: ; main returned 0
; LLI:        42
; LLI-NEXT:   42
; LLI-NEXT:   7

; TAC:        %r: i32 = call.indirect %f, i32 21
; TAC:        call.indirect %g, %r
; The addresses are the functions themselves in LLVM IR, whose printer then
; shows the callee's name.
; LLVM:       %r = call i32 @twice(i32 21)
; LLVM:       call void @show(i32 %r)

func twice(x: i32) -> i32:
  y: i32 = add x, x
  ret y

func show(x: i32) -> void:
  print x
  ret

func main() -> i32:
  %f: ptr = addr @twice
  %r: i32 = call.indirect %f, i32 21
  print %r
  %g: ptr = addr @show
  call.indirect %g, %r
  %s: i32 = call.indirect %f, i32 3
  %t: i32 = sub %s, i32 -1
  call.indirect %g, %t
  ret i32 0

; A callee of another type, and an address that is no function's, are
; runtime errors at the call.
; RUN: sed 's/%%r: i32 = call.indirect %%f/%%r = call.indirect %%f/' %s > %t.type.tac
; RUN: %not %mopt --run %t.type.tac 2>&1 | FileCheck --check-prefix=TYPE %s
; TYPE: {{.*}}.tac:{{[0-9]+}}:3: error: call through a pointer to 'twice', which returns i32, not int
; RUN: printf 'func main():\n  %%%%p: ptr = alloca.bytes 8\n  call.indirect %%%%p\n  ret\n' > %t.data.tac
; RUN: %not %mopt --run %t.data.tac 2>&1 | FileCheck --check-prefix=DATA %s
; DATA: {{.*}}.tac:3:3: error: call through {{.*}}, which is not the address of a function
