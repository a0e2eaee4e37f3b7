; A file with no functions is a valid, empty module: mopt prints nothing.
; This file (comments only) is one; so is a file of zero bytes. With --run
; there is no `main` to start.
; RUN: %mopt %s | FileCheck --allow-empty --check-prefix=NONE %s
; RUN: printf '' > %t.tac
; RUN: %mopt %t.tac | FileCheck --allow-empty --check-prefix=NONE %s
; RUN: %mopt -passes=lower %t.tac | FileCheck --allow-empty --check-prefix=NONE %s
; RUN: %not %mopt --run %t.tac 2>&1 | FileCheck --check-prefix=NOMAIN %s
; RUN: %not %mopt --run %s 2>&1 | FileCheck --check-prefix=NOMAIN %s

# a '#' comment, and blank lines, are nothing too

; NONE-NOT: {{.}}

; NOMAIN:     {{^.*}}.tac:1:1: error: no function 'main'
