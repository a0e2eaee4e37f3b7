; The run-time support of the LLVM IR mopt writes: the functions whose
; calls the writer makes for what TAC and Bril define but LLVM does not.
; Each behaves as mopt's interpreter does, its messages and exit status
; included, so that a program compiled by LLVM prints what `mopt --run`
; prints. The writer links in the ones a module calls (LLVM's Linker, only
; what is needed) and makes them internal.

@.division.by.zero = private unnamed_addr constant [24 x i8] c"error: division by zero\00"
@.not.a.char = private unnamed_addr constant [81 x i8] c"error: value %lld cannot be converted to char: it is not a Unicode scalar value\0A\00"
@.bad.arg = private unnamed_addr constant [61 x i8] c"error: program argument %lld '%s' is not a value of type %s\0A\00"
@.line = private unnamed_addr constant [4 x i8] c"%s\0A\00"
@.nan = private unnamed_addr constant [4 x i8] c"NaN\00"
@.infinity = private unnamed_addr constant [9 x i8] c"Infinity\00"
@.minus.infinity = private unnamed_addr constant [10 x i8] c"-Infinity\00"
@.exponent = private unnamed_addr constant [6 x i8] c"%.17e\00"
@.fixed = private unnamed_addr constant [6 x i8] c"%.17f\00"
@.one.byte = private unnamed_addr constant [3 x i8] c"%c\00"
@.two.bytes = private unnamed_addr constant [5 x i8] c"%c%c\00"
@.three.bytes = private unnamed_addr constant [7 x i8] c"%c%c%c\00"
@.four.bytes = private unnamed_addr constant [9 x i8] c"%c%c%c%c\00"
@.true = private unnamed_addr constant [5 x i8] c"true\00"
@.false = private unnamed_addr constant [6 x i8] c"false\00"
@.int = private unnamed_addr constant [4 x i8] c"int\00"
@.bool = private unnamed_addr constant [5 x i8] c"bool\00"
@.float = private unnamed_addr constant [6 x i8] c"float\00"
@.char = private unnamed_addr constant [5 x i8] c"char\00"

declare i32 @printf(ptr, ...)
declare i32 @dprintf(i32, ptr, ...)
declare void @exit(i32) noreturn
declare i32 @strcmp(ptr, ptr)
declare i64 @strtoll(ptr, ptr, i32)
declare double @strtod(ptr, ptr)
declare i64 @strlen(ptr)
declare double @log10(double)
declare double @llvm.fabs.f64(double)

; A run-time error: its message on standard error and exit status 1 (exit
; flushes what the program printed before).
define void @mopt.fail(ptr %msg) noreturn {
entry:
  %n = call i32 (i32, ptr, ...) @dprintf(i32 2, ptr @.line, ptr %msg)
  call void @exit(i32 1)
  unreachable
}

; TAC's division is total but for a zero divisor: INT64_MIN / -1 is
; INT64_MIN and INT64_MIN % -1 is 0, where sdiv and srem are undefined.
; Each helper checks its divisor itself: tried with one shared check,
; `lli-22` and `llc-22 -O2` dropped the call and let the division trap.
define i64 @mopt.div(i64 %a, i64 %b) {
entry:
  %zero = icmp eq i64 %b, 0
  br i1 %zero, label %fail, label %ok
fail:
  call void @mopt.fail(ptr @.division.by.zero)
  unreachable
ok:
  %minus.one = icmp eq i64 %b, -1
  %divisor = select i1 %minus.one, i64 1, i64 %b
  %q = sdiv i64 %a, %divisor
  %neg = sub i64 0, %a
  %r = select i1 %minus.one, i64 %neg, i64 %q
  ret i64 %r
}

define i64 @mopt.rem(i64 %a, i64 %b) {
entry:
  %zero = icmp eq i64 %b, 0
  br i1 %zero, label %fail, label %ok
fail:
  call void @mopt.fail(ptr @.division.by.zero)
  unreachable
ok:
  %minus.one = icmp eq i64 %b, -1
  %divisor = select i1 %minus.one, i64 1, i64 %b
  %r = srem i64 %a, %divisor
  ret i64 %r
}

; The unsigned ones divide by the divisor as it is: -1 is 2^64 - 1.
define i64 @mopt.udiv(i64 %a, i64 %b) {
entry:
  %zero = icmp eq i64 %b, 0
  br i1 %zero, label %fail, label %ok
fail:
  call void @mopt.fail(ptr @.division.by.zero)
  unreachable
ok:
  %r = udiv i64 %a, %b
  ret i64 %r
}

define i64 @mopt.urem(i64 %a, i64 %b) {
entry:
  %zero = icmp eq i64 %b, 0
  br i1 %zero, label %fail, label %ok
fail:
  call void @mopt.fail(ptr @.division.by.zero)
  unreachable
ok:
  %r = urem i64 %a, %b
  ret i64 %r
}

; Whether an i64 is a Unicode scalar value: 0 to 0x10FFFF but not a
; surrogate (0xD800 to 0xDFFF).
define i1 @mopt.is.char(i64 %v) {
entry:
  %in.range = icmp ule i64 %v, 1114111
  %from.d800 = sub i64 %v, 55296
  %surrogate = icmp ult i64 %from.d800, 2048
  %ok = select i1 %surrogate, i1 false, i1 %in.range
  ret i1 %ok
}

; int2char: the int as a char, or the interpreter's error.
define i32 @mopt.int2char(i64 %v) {
entry:
  %ok = call i1 @mopt.is.char(i64 %v)
  br i1 %ok, label %char, label %bad
bad:
  %n = call i32 (i32, ptr, ...) @dprintf(i32 2, ptr @.not.a.char, i64 %v)
  call void @exit(i32 1)
  unreachable
char:
  %c = trunc i64 %v to i32
  ret i32 %c
}

; A float as brili prints it: NaN, Infinity, -Infinity, else printf's
; "%.17e" when the decimal exponent (log10, as the interpreter takes it) is
; 10 or more in magnitude, "%.17f" otherwise; printf keeps a zero's sign.
define void @mopt.print.float(double %x) {
entry:
  %is.nan = fcmp uno double %x, %x
  br i1 %is.nan, label %nan, label %number
nan:
  %n.nan = call i32 (ptr, ...) @printf(ptr @.nan)
  ret void
number:
  %abs = call double @llvm.fabs.f64(double %x)
  %is.inf = fcmp oeq double %abs, 0x7FF0000000000000
  br i1 %is.inf, label %inf, label %finite
inf:
  %negative = fcmp olt double %x, 0.0
  %infinity = select i1 %negative, ptr @.minus.infinity, ptr @.infinity
  %n.inf = call i32 (ptr, ...) @printf(ptr %infinity)
  ret void
finite:
  %log = call double @log10(double %abs)
  %magnitude = call double @llvm.fabs.f64(double %log)
  %large = fcmp oge double %magnitude, 10.0
  %zero = fcmp oeq double %x, 0.0
  %exponent = select i1 %zero, i1 false, i1 %large
  %format = select i1 %exponent, ptr @.exponent, ptr @.fixed
  %n = call i32 (ptr, ...) @printf(ptr %format, double %x)
  ret void
}

; A char as UTF-8: one to four bytes by its code point.
define void @mopt.print.char(i32 %c) {
entry:
  %bits.0 = and i32 %c, 63
  %cont.0 = or i32 %bits.0, 128
  %c.6 = lshr i32 %c, 6
  %bits.6 = and i32 %c.6, 63
  %cont.6 = or i32 %bits.6, 128
  %c.12 = lshr i32 %c, 12
  %bits.12 = and i32 %c.12, 63
  %cont.12 = or i32 %bits.12, 128
  %fits.1 = icmp ult i32 %c, 128
  br i1 %fits.1, label %one, label %more.than.one
one:
  %n.1 = call i32 (ptr, ...) @printf(ptr @.one.byte, i32 %c)
  ret void
more.than.one:
  %fits.2 = icmp ult i32 %c, 2048
  br i1 %fits.2, label %two, label %more.than.two
two:
  %lead.2 = or i32 %c.6, 192
  %n.2 = call i32 (ptr, ...) @printf(ptr @.two.bytes, i32 %lead.2, i32 %cont.0)
  ret void
more.than.two:
  %fits.3 = icmp ult i32 %c, 65536
  br i1 %fits.3, label %three, label %four
three:
  %lead.3 = or i32 %c.12, 224
  %n.3 = call i32 (ptr, ...) @printf(ptr @.three.bytes, i32 %lead.3, i32 %cont.6, i32 %cont.0)
  ret void
four:
  %c.18 = lshr i32 %c, 18
  %lead.4 = or i32 %c.18, 240
  %n.4 = call i32 (ptr, ...) @printf(ptr @.four.bytes, i32 %lead.4, i32 %cont.12, i32 %cont.6, i32 %cont.0)
  ret void
}

; The interpreter's message for command-line word %s, argument %k, that is
; no value of its parameter's type, and exit status 1.
define void @mopt.bad.arg(ptr %s, i64 %k, ptr %type) noreturn {
entry:
  %n = call i32 (i32, ptr, ...) @dprintf(i32 2, ptr @.bad.arg, i64 %k, ptr %s, ptr %type)
  call void @exit(i32 1)
  unreachable
}

; 1 for `true`, 0 for `false`, 2 for any other word.
define i64 @mopt.true.false(ptr %s) {
entry:
  %t = call i32 @strcmp(ptr %s, ptr @.true)
  %is.true = icmp eq i32 %t, 0
  %f = call i32 @strcmp(ptr %s, ptr @.false)
  %is.false = icmp eq i32 %f, 0
  %false.or.other = select i1 %is.false, i64 0, i64 2
  %r = select i1 %is.true, i64 1, i64 %false.or.other
  ret i64 %r
}

; Whether strto* stopped at %e, the end of a word %s that is not empty.
define i1 @mopt.read.whole(ptr %s, ptr %e) {
entry:
  %c = load i8, ptr %e
  %at.end = icmp eq i8 %c, 0
  %empty = icmp eq ptr %e, %s
  %ok = select i1 %empty, i1 false, i1 %at.end
  ret i1 %ok
}

; main's arguments, as parseMainArguments reads them: an int is `true`
; (1), `false` (0) or a whole decimal integer.
define i64 @mopt.arg.int(ptr %s, i64 %k) {
entry:
  %word = call i64 @mopt.true.false(ptr %s)
  %is.word = icmp ne i64 %word, 2
  br i1 %is.word, label %done.word, label %number
done.word:
  ret i64 %word
number:
  %end = alloca ptr
  %v = call i64 @strtoll(ptr %s, ptr %end, i32 10)
  %e = load ptr, ptr %end
  %ok = call i1 @mopt.read.whole(ptr %s, ptr %e)
  br i1 %ok, label %done, label %bad
done:
  ret i64 %v
bad:
  call void @mopt.bad.arg(ptr %s, i64 %k, ptr @.int)
  unreachable
}

define i1 @mopt.arg.bool(ptr %s, i64 %k) {
entry:
  %word = call i64 @mopt.true.false(ptr %s)
  %is.word = icmp ne i64 %word, 2
  br i1 %is.word, label %done, label %bad
done:
  %b = trunc i64 %word to i1
  ret i1 %b
bad:
  call void @mopt.bad.arg(ptr %s, i64 %k, ptr @.bool)
  unreachable
}

define double @mopt.arg.float(ptr %s, i64 %k) {
entry:
  %end = alloca ptr
  %v = call double @strtod(ptr %s, ptr %end)
  %e = load ptr, ptr %end
  %ok = call i1 @mopt.read.whole(ptr %s, ptr %e)
  br i1 %ok, label %done, label %bad
done:
  ret double %v
bad:
  call void @mopt.bad.arg(ptr %s, i64 %k, ptr @.float)
  unreachable
}

; A char is one UTF-8 sequence of a Unicode scalar value: the lead byte
; gives the length (below 0x80 one, from 0xF0 four, from 0xE0 three, else
; two), the word has that many bytes, and each after the first is 10xxxxxx.
define i32 @mopt.arg.char(ptr %s, i64 %k) {
entry:
  %lead.byte = load i8, ptr %s
  %lead = zext i8 %lead.byte to i64
  %is.1 = icmp ult i64 %lead, 128
  %is.3 = icmp uge i64 %lead, 224
  %is.4 = icmp uge i64 %lead, 240
  %len.3.or.4 = select i1 %is.4, i64 4, i64 3
  %len.multi = select i1 %is.3, i64 %len.3.or.4, i64 2
  %len = select i1 %is.1, i64 1, i64 %len.multi
  %size = call i64 @strlen(ptr %s)
  %size.is.len = icmp eq i64 %size, %len
  %not.empty = icmp ne i64 %size, 0
  %size.ok = and i1 %size.is.len, %not.empty
  br i1 %size.ok, label %decode, label %bad
decode:
  %lead.mask = lshr i64 127, %len
  %mask = select i1 %is.1, i64 127, i64 %lead.mask
  %first = and i64 %lead, %mask
  br label %next
next:
  %i = phi i64 [ 1, %decode ], [ %i.next, %continuation ]
  %cp = phi i64 [ %first, %decode ], [ %cp.next, %continuation ]
  %done = icmp eq i64 %i, %len
  br i1 %done, label %check, label %byte
byte:
  %at = getelementptr i8, ptr %s, i64 %i
  %b.byte = load i8, ptr %at
  %b = zext i8 %b.byte to i64
  %tag = and i64 %b, 192
  %is.continuation = icmp eq i64 %tag, 128
  br i1 %is.continuation, label %continuation, label %bad
continuation:
  %bits = and i64 %b, 63
  %shifted = shl i64 %cp, 6
  %cp.next = or i64 %shifted, %bits
  %i.next = add i64 %i, 1
  br label %next
check:
  %ok = call i1 @mopt.is.char(i64 %cp)
  br i1 %ok, label %char, label %bad
char:
  %c = trunc i64 %cp to i32
  ret i32 %c
bad:
  call void @mopt.bad.arg(ptr %s, i64 %k, ptr @.char)
  unreachable
}
