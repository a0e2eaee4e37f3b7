; -o writes the printed module to a file, and only when everything
; succeeded: a failing run (a bad pipeline, a parse error) leaves an
; existing output file as it was. Options go before the input file.
; RUN: rm -f %t.out
; RUN: %mopt -passes=lower -o %t.out %s
; RUN: FileCheck --match-full-lines --check-prefix=WRITTEN %s < %t.out
; RUN: echo keep > %t.out
; RUN: %not %mopt -passes=nosuch -o %t.out %s 2>&1 | FileCheck --check-prefix=NOPASS %s
; RUN: FileCheck --match-full-lines --check-prefix=KEPT %s < %t.out
; RUN: printf 'func main():\n  x = frob\n' > %t.bad.tac
; RUN: %not %mopt -o %t.out %t.bad.tac
; RUN: FileCheck --match-full-lines --check-prefix=KEPT %s < %t.out

; WRITTEN:      func main():
; WRITTEN-NEXT:   print 1
; WRITTEN-NEXT:   ret 0
; WRITTEN-NOT:  {{.+}}

; NOPASS: error: unknown pass 'nosuch'

; KEPT:     keep
; KEPT-NOT: {{.+}}

func main():
  print 1
