; The null pointer, `ptr<T> 0`, is the only pointer literal: any other
; literal after a pointer type says so at the literal, whatever its kind
; or the type's depth, where it once read as two operands without a comma.
; RUN: %mopt %s | FileCheck --check-prefix=NULL %s
; RUN: printf 'func main():\n  print ptr<int> 5\n' > %t.int.tac
; RUN: %not %mopt %t.int.tac 2>&1 | FileCheck --strict-whitespace --check-prefix=INT %s
; RUN: printf 'func main():\n  print 1, ptr<ptr<bool>> true\n' > %t.bool.tac
; RUN: %not %mopt %t.bool.tac 2>&1 | FileCheck --check-prefix=BOOL %s
; RUN: printf 'func main():\n  print ptr<float> 1.5\n' > %t.float.tac
; RUN: %not %mopt %t.float.tac 2>&1 | FileCheck --check-prefix=FLOAT %s

; NULL: print ptr<int> 0, ptr<ptr<char>> 0

; INT:      {{^.*}}.int.tac:2:9: error: the only pointer literal is the null pointer, 'ptr<int> 0'
; INT-NEXT: {{^}}  print ptr<int> 5{{$}}
; INT-NEXT: {{^}}        ^{{$}}
; BOOL: .bool.tac:2:12: error: the only pointer literal is the null pointer, 'ptr<ptr<bool>> 0'
; FLOAT: .float.tac:2:9: error: the only pointer literal is the null pointer, 'ptr<float> 0'
func main():
  print ptr<int> 0, ptr<ptr<char>> 0
