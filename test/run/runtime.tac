; The C library that mopt --run provides to declared functions (TAC.md,
; "Running a program"): printf's conversions formatted as C's printf does,
; puts, strlen, malloc and free; exit(N) ends the run with N, which a C
; main (returning i32) makes the exit status; a call of a function the
; runtime lacks is an error naming it.
; RUN: %not %mopt --run %s 2> %t.err | FileCheck --match-full-lines %s
; RUN: FileCheck --check-prefix=ERR %s < %t.err
; RUN: %mopt -passes=lower,ssa,gvn,out-of-ssa %s | %not %mopt --run - | FileCheck --match-full-lines %s
; RUN: printf 'declare nosuch()\nfunc main():\n  call nosuch\n' > %t.missing.tac
; RUN: %not %mopt --run %t.missing.tac 2>&1 | FileCheck --check-prefix=MISSING %s

; CHECK:      42  3.14 hello A ff 1234567890123
; CHECK-NEXT: hello
; ERR:        ; main returned 3
; MISSING:    missing.tac:3:3: error: call of 'nosuch', which is declared but not defined, and which mopt's runtime does not provide

declare printf(format: ptr, ...) -> i32
declare puts(s: ptr) -> i32
declare malloc(n: int) -> ptr
declare free(p: ptr) -> void
declare strlen(s: ptr) -> int
declare exit(code: i32) -> void
global @fmt: 23 const = "%d %5.2f %s %c %x %lu\0A\00"
global @word: 6 const = "hello\00"

func main() -> i32:
  %f: ptr = addr @fmt
  %w: ptr = addr @word
  %a: i32 = const 42
  %b: float = const 3.14159
  %c: i32 = const 65
  %d: i32 = const 255
  %e: int = const 1234567890123
  %r: i32 = call printf, %f, %a, %b, %w, %c, %d, %e
  %n: int = call strlen, %w
  %p: ptr = call malloc, %n
  call free, %p
  %u = call puts, %w
  %one: i32 = const 3
  call exit, %one
  ret %a
