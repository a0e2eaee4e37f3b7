; How --emit-llvm maps floats, chars and their conversions (docs/LLVMIR.md;
; ints and bools are in mapping.tac, memory in memory.tac): a float is a
; double, written as LLVM writes it (decimal when that is exact, else its
; bits in hex); feq ... fge are ordered fcmps, false
; for NaN; float2bits and bits2float are bitcasts; a char is an i32 code
; point, compared by icmp, widened by zext, and int2char checks the int in
; @mopt.int2char; a void function is `define internal void`. print hands
; each float to @mopt.print.float (brili's format) and each char to
; @mopt.print.char (UTF-8); the ints and bools around them go through
; printf. lli prints what mopt --run prints, after lower and after SSA.
; RUN: %mopt -passes=lower --emit-llvm %s | FileCheck %s
; RUN: %mopt -passes=lower --emit-llvm %s | %opt -passes=verify -disable-output
; RUN: %mopt --run %s > %t.expected
; RUN: %mopt -passes=lower --emit-llvm %s | %lli > %t.lower
; RUN: diff %t.expected %t.lower
; RUN: %mopt -passes=lower,ssa --emit-llvm %s | %lli > %t.ssa
; RUN: diff %t.expected %t.ssa
; RUN: FileCheck --match-full-lines --check-prefix=OUT %s < %t.lower

; CHECK-LABEL: define internal void @tac.main() {
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %x = bitcast double 1.500000e+00 to double
; CHECK-NEXT:    %y = fadd double %x, 2.500000e-01
; CHECK-NEXT:    %z = fsub double %y, %x
; CHECK-NEXT:    %w = fmul double %y, %z
; CHECK-NEXT:    %q = fdiv double %w, 0.000000e+00
; CHECK-NEXT:    %n = fsub double %q, %q
; CHECK-NEXT:    %lt = fcmp olt double %n, %x
; CHECK-NEXT:    %le = fcmp ole double %x, %y
; CHECK-NEXT:    %gt = fcmp ogt double %y, %x
; CHECK-NEXT:    %ge = fcmp oge double %x, %x
; CHECK-NEXT:    %eq = fcmp oeq double %n, %n
; CHECK-NEXT:    %bits = bitcast double %x to i64
; CHECK-NEXT:    %back = bitcast i64 %bits to double
; CHECK-NEXT:    %neg0 = fmul double %x, -0.000000e+00
; CHECK-NEXT:    %big = fmul double %x, 1.000000e+10
; CHECK-NEXT:    %small = fdiv double %x, 1.000000e+11
; CHECK-NEXT:    %ninf = fsub double 0.000000e+00, %q
; CHECK-NEXT:    call void @mopt.print.float(double %y)
; CHECK-NEXT:    %0 = call i32 (ptr, ...) @printf(ptr @.str)
; CHECK-NEXT:    call void @mopt.print.float(double %z)
; CHECK-NEXT:    %1 = call i32 (ptr, ...) @printf(ptr @.str)
; CHECK-NEXT:    call void @mopt.print.float(double %w)
; CHECK-NEXT:    %2 = call i32 (ptr, ...) @printf(ptr @.str)
; CHECK-NEXT:    call void @mopt.print.float(double %q)
; CHECK-NEXT:    %3 = call i32 (ptr, ...) @printf(ptr @.str)
; CHECK-NEXT:    call void @mopt.print.float(double %ninf)
; CHECK-NEXT:    %4 = call i32 (ptr, ...) @printf(ptr @.str)
; CHECK-NEXT:    call void @mopt.print.float(double %n)
; CHECK-NEXT:    %5 = call i32 (ptr, ...) @printf(ptr @.str)
; CHECK-NEXT:    call void @mopt.print.float(double %neg0)
; CHECK-NEXT:    %6 = call i32 (ptr, ...) @printf(ptr @.str)
; CHECK-NEXT:    call void @mopt.print.float(double %big)
; CHECK-NEXT:    %7 = call i32 (ptr, ...) @printf(ptr @.str)
; CHECK-NEXT:    call void @mopt.print.float(double %small)
; CHECK-NEXT:    %8 = call i32 (ptr, ...) @printf(ptr @.str.1)
; CHECK-NEXT:    %9 = select i1 %lt, ptr @.str.2, ptr @.str.3
; CHECK-NEXT:    %10 = select i1 %le, ptr @.str.2, ptr @.str.3
; CHECK-NEXT:    %11 = select i1 %gt, ptr @.str.2, ptr @.str.3
; CHECK-NEXT:    %12 = select i1 %ge, ptr @.str.2, ptr @.str.3
; CHECK-NEXT:    %13 = select i1 %eq, ptr @.str.2, ptr @.str.3
; CHECK-NEXT:    %14 = call i32 (ptr, ...) @printf(ptr @.str.4, ptr %9, ptr %10, ptr %11, ptr %12, ptr %13, i64 %bits)
; CHECK-NEXT:    call void @mopt.print.float(double %back)
; CHECK-NEXT:    %15 = call i32 (ptr, ...) @printf(ptr @.str.1)
; CHECK-NEXT:    %c = bitcast i32 233 to i32
; CHECK-NEXT:    %code = zext i32 %c to i64
; CHECK-NEXT:    %up = add i64 %code, 1
; CHECK-NEXT:    %d = call i32 @mopt.int2char(i64 %up)
; CHECK-NEXT:    %ceq = icmp eq i32 %c, %d
; CHECK-NEXT:    %clt = icmp slt i32 %c, %d
; CHECK-NEXT:    %cle = icmp sle i32 %d, %c
; CHECK-NEXT:    %cgt = icmp sgt i32 %d, %c
; CHECK-NEXT:    %cge = icmp sge i32 %c, %c
; CHECK-NEXT:    call void @mopt.print.char(i32 %c)
; CHECK-NEXT:    %16 = call i32 (ptr, ...) @printf(ptr @.str.5, i64 %code)
; CHECK-NEXT:    call void @mopt.print.char(i32 %d)
; CHECK-NEXT:    %17 = select i1 %ceq, ptr @.str.2, ptr @.str.3
; CHECK-NEXT:    %18 = select i1 %clt, ptr @.str.2, ptr @.str.3
; CHECK-NEXT:    %19 = select i1 %cle, ptr @.str.2, ptr @.str.3
; CHECK-NEXT:    %20 = select i1 %cgt, ptr @.str.2, ptr @.str.3
; CHECK-NEXT:    %21 = select i1 %cge, ptr @.str.2, ptr @.str.3
; CHECK-NEXT:    %22 = call i32 (ptr, ...) @printf(ptr @.str.6, ptr %17, ptr %18, ptr %19, ptr %20, ptr %21)
; CHECK-NEXT:    call void @mopt.print.char(i32 97)
; CHECK-NEXT:    %23 = call i32 (ptr, ...) @printf(ptr @.str)
; CHECK-NEXT:    call void @mopt.print.char(i32 8364)
; CHECK-NEXT:    %24 = call i32 (ptr, ...) @printf(ptr @.str)
; CHECK-NEXT:    call void @mopt.print.char(i32 128512)
; CHECK-NEXT:    %25 = call i32 (ptr, ...) @printf(ptr @.str)
; CHECK-NEXT:    call void @mopt.print.char(i32 7)
; CHECK-NEXT:    %26 = call i32 (ptr, ...) @printf(ptr @.str.1)
; CHECK-NEXT:    call void @show(double %w)
; CHECK-NEXT:    ret void
; CHECK-NEXT:  }

; CHECK-LABEL: define internal void @show(double %arg.v) {
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %v = alloca double, align 8
; CHECK-NEXT:    store double %arg.v, ptr %v, align 8
; CHECK-NEXT:    %0 = load double, ptr %v, align 8
; CHECK-NEXT:    call void @mopt.print.float(double %0)
; CHECK-NEXT:    %1 = call i32 (ptr, ...) @printf(ptr @.str.1)
; CHECK-NEXT:    ret void
; CHECK-NEXT:  }

; The helpers: NaN and the infinities by name, else %.17e or %.17f by
; log10 as the interpreter decides; one to four UTF-8 bytes by code point.
; CHECK:       define internal i32 @mopt.int2char(i64 %v) {
; CHECK:         %ok = call i1 @mopt.is.char(i64 %v)
; CHECK:       define internal i1 @mopt.is.char(i64 %v) {
; CHECK:       define internal void @mopt.print.float(double %x) {
; CHECK:         %is.nan = fcmp uno double %x, %x
; CHECK:         %log = call double @log10(double %abs)
; CHECK-NEXT:    %magnitude = call double @llvm.fabs.f64(double %log)
; CHECK-NEXT:    %large = fcmp oge double %magnitude, 1.000000e+01
; CHECK-NEXT:    %zero = fcmp oeq double %x, 0.000000e+00
; CHECK-NEXT:    %exponent = select i1 %zero, i1 false, i1 %large
; CHECK:       define internal void @mopt.print.char(i32 %c) {

; OUT:      1.75000000000000000 0.25000000000000000 0.43750000000000000 Infinity -Infinity NaN -0.00000000000000000 1.50000000000000000e+10 1.49999999999999999e-11
; OUT-NEXT: false true true true false 4609434218613702656 1.50000000000000000
; OUT-NEXT: é 233 ê false true false true true
; OUT-NEXT: a € 😀 {{.}}
; OUT-NEXT: 0.43750000000000000
; OUT-NOT:  {{.}}

func main() -> void:
  %x: float = const 1.5
  %y = fadd %x, 0.25
  %z = fsub %y, %x
  %w = fmul %y, %z
  %q = fdiv %w, 0.0
  %n = fsub %q, %q
  %lt = flt %n, %x
  %le = fle %x, %y
  %gt = fgt %y, %x
  %ge = fge %x, %x
  %eq = feq %n, %n
  %bits = float2bits %x
  %back = bits2float %bits
  %neg0 = fmul %x, -0.0
  %big = fmul %x, 1e10
  %small = fdiv %x, 1e11
  %ninf = fsub 0.0, %q
  print %y, %z, %w, %q, %ninf, %n, %neg0, %big, %small
  print %lt, %le, %gt, %ge, %eq, %bits, %back
  %c: char = const 'é'
  %code = char2int %c
  %up = + %code, 1
  %d = int2char %up
  %ceq = ceq %c, %d
  %clt = clt %c, %d
  %cle = cle %d, %c
  %cgt = cgt %d, %c
  %cge = cge %c, %c
  print %c, %code, %d, %ceq, %clt, %cle, %cgt, %cge
  print 'a', '€', '😀', '\u{7}'
  call show, %w
  ret
func show(v: float) -> void:
  print v
  ret
