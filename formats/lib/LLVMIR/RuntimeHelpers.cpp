//===- RuntimeHelpers.cpp - The run-time support of --emit-llvm -----------===//
//
// The functions the output defines besides the program's: the `main`
// wrapper, which reads main's arguments from the command line, and the
// helpers that division, int2char, print and the wrapper call, each
// written once if asked for. Each behaves as the interpreter does, its
// messages and exit status included, so that the program compiled by LLVM
// prints what mopt --run prints.
//
//===----------------------------------------------------------------------===//

#include "LLVMWriterImpl.h"
#include "absl/strings/substitute.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Type.h"
#include "llvm/Support/ErrorHandling.h"

using namespace mopt;
using namespace mopt::llvmir;

/// The helper that reads a command-line word as a value of type T.
static Helper argumentHelper(const Type *T) {
  // checkPointersStayInside refused the other parameter types.
  switch (T->getKind()) {
  case TypeKind::Bool:
    return Helper::ArgBool;
  case TypeKind::Float:
    return Helper::ArgFloat;
  case TypeKind::Char:
    return Helper::ArgChar;
  default:
    return Helper::ArgInt;
  }
}

void ModuleWriter::writeMainWrapper(Function &Main, std::string &Out) {
  unsigned N = Main.getNumParams();
  absl::StrAppend(
      &Out,
      "\n; The program: main's arguments from the command line; exit "
      "status 0.\ndefine i32 @main(i32 %argc, ptr %argv) {\nentry:\n",
      "  %argc.ok = icmp eq i32 %argc, ", N + 1, "\n",
      "  br i1 %argc.ok, label %args, label %bad\nbad:\n", "  call void ",
      helper(Helper::Fail), "(ptr ",
      stringPointer(absl::StrCat(
          "error: wrong number of arguments to 'main': expected ", N)),
      ")\n  unreachable\nargs:\n");
  std::string Args;
  for (unsigned K = 1; K <= N; ++K) {
    llvm::StringRef Ty = llvmType(Main.getArg(K - 1)->getType());
    absl::StrAppend(&Out, "  %argv.", K,
                    " = getelementptr inbounds ptr, ptr %argv, i64 ", K,
                    "\n  %word.", K, " = load ptr, ptr %argv.", K, "\n  %arg.",
                    K, " = call ", Ty.str(), " ",
                    helper(argumentHelper(Main.getArg(K - 1)->getType())),
                    "(ptr %word.", K, ", i64 ", K, ")\n");
    absl::StrAppend(&Args, K > 1 ? ", " : "", Ty.str(), " %arg.", K);
  }
  const Type *RetTy = Main.getReturnType();
  absl::StrAppend(&Out, "  ", RetTy->isVoid() ? "" : "%ret = ", "call ",
                  llvmType(RetTy).str(), " ", globalName("main"), "(", Args,
                  ")\n  ret i32 0\n}\n");
}

void ModuleWriter::writeHelper(Helper H, std::string &Out) {
  switch (H) {
  case Helper::Div:
    return writeDivisionHelper("mopt.div",
                               "  %q = sdiv i64 %a, %divisor\n"
                               "  %neg = sub i64 0, %a\n"
                               "  %r = select i1 %minus.one, i64 %neg, i64 %q\n"
                               "  ret i64 %r\n",
                               Out);
  case Helper::Rem:
    return writeDivisionHelper(
        "mopt.rem", "  %r = srem i64 %a, %divisor\n  ret i64 %r\n", Out);
  // The unsigned ones divide by the divisor as it is: -1 is 2^64 - 1.
  case Helper::UDiv:
    return writeDivisionHelper("mopt.udiv",
                               "  %r = udiv i64 %a, %b\n  ret i64 %r\n", Out);
  case Helper::URem:
    return writeDivisionHelper("mopt.urem",
                               "  %r = urem i64 %a, %b\n  ret i64 %r\n", Out);
  case Helper::Int2Char:
    return writeInt2CharHelper(Out);
  case Helper::PrintFloat:
    return writePrintFloatHelper(Out);
  case Helper::PrintChar:
    return writePrintCharHelper(Out);
  case Helper::ArgInt:
    return writeArgIntHelper(Out);
  case Helper::ArgBool:
    return writeArgBoolHelper(Out);
  case Helper::ArgFloat:
    return writeArgFloatHelper(Out);
  case Helper::ArgChar:
    return writeArgCharHelper(Out);
  case Helper::IsChar:
    return writeIsCharHelper(Out);
  case Helper::BadArg:
    return writeBadArgHelper(Out);
  case Helper::Fail:
    return writeFailHelper(Out);
  case Helper::NumHelpers:
    break;
  }
  llvm_unreachable("not a helper");
}

/// A helper of the shape of @mopt.div: exit on a zero divisor, else Body.
void ModuleWriter::writeDivisionHelper(llvm::StringRef Name,
                                       llvm::StringRef Body, std::string &Out) {
  absl::StrAppend(
      &Out, "\ndefine internal i64 @", Name.str(),
      "(i64 %a, i64 %b) {\nentry:\n  %zero = icmp eq i64 %b, 0\n",
      "  br i1 %zero, label %fail, label %ok\nfail:\n", "  call void ",
      helper(Helper::Fail), "(ptr ", stringPointer("error: division by zero"),
      ")\n  unreachable\nok:\n", "  %minus.one = icmp eq i64 %b, -1\n",
      "  %divisor = select i1 %minus.one, i64 1, i64 %b\n", Body.str(), "}\n");
}

/// @mopt.int2char: an int as a char, or exit status 1 with the
/// interpreter's message if it is no Unicode scalar value.
void ModuleWriter::writeInt2CharHelper(std::string &Out) {
  std::string IsChar = helper(Helper::IsChar);
  Out += absl::Substitute(R"(
define internal i32 @mopt.int2char(i64 %v) {
entry:
  %ok = call i1 $0(i64 %v)
  br i1 %ok, label %char, label %bad
bad:
  %n = call i32 (i32, ptr, ...) @dprintf(i32 2, ptr $1, i64 %v)
  call void @exit(i32 1)
  unreachable
char:
  %c = trunc i64 %v to i32
  ret i32 %c
}
)",
                          IsChar,
                          stringPointer("error: value %lld cannot be "
                                        "converted to char: it is not a "
                                        "Unicode scalar value\n"));
}

/// @mopt.print.float: a float as brili prints it, like the interpreter's
/// appendFloat: `NaN`, `Infinity`, `-Infinity`, else printf's "%.17e" when
/// the decimal exponent is 10 or more in magnitude (log10, as there),
/// "%.17f" otherwise; printf keeps the sign of a zero.
void ModuleWriter::writePrintFloatHelper(std::string &Out) {
  std::string NaN = stringPointer("NaN");
  std::string MinusInfinity = stringPointer("-Infinity");
  std::string Infinity = stringPointer("Infinity");
  std::string Exponent = stringPointer("%.17e");
  std::string Fixed = stringPointer("%.17f");
  Out += absl::Substitute(R"(
define internal void @mopt.print.float(double %x) {
entry:
  %is.nan = fcmp uno double %x, %x
  br i1 %is.nan, label %nan, label %number
nan:
  %n.nan = call i32 (ptr, ...) @printf(ptr $0)
  ret void
number:
  %abs = call double @llvm.fabs.f64(double %x)
  %is.inf = fcmp oeq double %abs, 0x7FF0000000000000
  br i1 %is.inf, label %inf, label %finite
inf:
  %negative = fcmp olt double %x, 0.0
  %infinity = select i1 %negative, ptr $1, ptr $2
  %n.inf = call i32 (ptr, ...) @printf(ptr %infinity)
  ret void
finite:
  %log = call double @log10(double %abs)
  %magnitude = call double @llvm.fabs.f64(double %log)
  %large = fcmp oge double %magnitude, 10.0
  %zero = fcmp oeq double %x, 0.0
  %exponent = select i1 %zero, i1 false, i1 %large
  %format = select i1 %exponent, ptr $3, ptr $4
  %n = call i32 (ptr, ...) @printf(ptr %format, double %x)
  ret void
}
)",
                          NaN, MinusInfinity, Infinity, Exponent, Fixed);
}

/// @mopt.print.char: a char as UTF-8, one to four bytes by its code point.
void ModuleWriter::writePrintCharHelper(std::string &Out) {
  // The printf formats of one to four bytes: "%c" to "%c%c%c%c".
  std::string Formats[4];
  for (unsigned Bytes = 1; Bytes <= 4; ++Bytes) {
    std::string Format;
    for (unsigned K = 0; K != Bytes; ++K)
      Format += "%c";
    Formats[Bytes - 1] = stringPointer(Format);
  }
  Out += absl::Substitute(R"(
define internal void @mopt.print.char(i32 %c) {
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
  %n.1 = call i32 (ptr, ...) @printf(ptr $0, i32 %c)
  ret void
more.than.one:
  %fits.2 = icmp ult i32 %c, 2048
  br i1 %fits.2, label %two, label %more.than.two
two:
  %lead.2 = or i32 %c.6, 192
  %n.2 = call i32 (ptr, ...) @printf(ptr $1, i32 %lead.2, i32 %cont.0)
  ret void
more.than.two:
  %fits.3 = icmp ult i32 %c, 65536
  br i1 %fits.3, label %three, label %four
three:
  %lead.3 = or i32 %c.12, 224
  %n.3 = call i32 (ptr, ...) @printf(ptr $2, i32 %lead.3, i32 %cont.6, i32 %cont.0)
  ret void
four:
  %c.18 = lshr i32 %c, 18
  %lead.4 = or i32 %c.18, 240
  %n.4 = call i32 (ptr, ...) @printf(ptr $3, i32 %lead.4, i32 %cont.12, i32 %cont.6, i32 %cont.0)
  ret void
}
)",
                          Formats[0], Formats[1], Formats[2], Formats[3]);
}

/// The blocks of an argument helper that compare word %s with `true` and
/// `false` (True and False, their strings): they return OnTrue and OnFalse,
/// and any other word goes to the block Otherwise.
static std::string trueFalseBlocks(const std::string &True,
                                   const std::string &False,
                                   const std::string &OnTrue,
                                   const std::string &OnFalse,
                                   const std::string &Otherwise) {
  return absl::Substitute(R"(  %t = call i32 @strcmp(ptr %s, ptr $0)
  %is.true = icmp eq i32 %t, 0
  br i1 %is.true, label %true, label %not.true
true:
  ret $2
not.true:
  %f = call i32 @strcmp(ptr %s, ptr $1)
  %is.false = icmp eq i32 %f, 0
  br i1 %is.false, label %false, label %$4
false:
  ret $3
)",
                          True, False, OnTrue, OnFalse, Otherwise);
}

/// The block `bad:` of an argument helper: BadArg (the helper) reports
/// word %s, argument %k, as no value of the type TypeName (its string).
static std::string badArgBlock(const std::string &BadArg,
                               const std::string &TypeName) {
  return absl::Substitute(
      "bad:\n  call void $0(ptr %s, i64 %k, ptr $1)\n  unreachable\n", BadArg,
      TypeName);
}

/// The end of an argument helper that reads word %s with Call, a C library
/// function that leaves where it stopped in %end: the value, of type Ty, if
/// it read the whole word and the word is not empty, else bad:.
static std::string wholeWordBlocks(const std::string &Call,
                                   const std::string &Ty,
                                   const std::string &BadArg,
                                   const std::string &TypeName) {
  return absl::Substitute(R"(  %v = call $0
  %e = load ptr, ptr %end
  %c = load i8, ptr %e
  %at.end = icmp eq i8 %c, 0
  %empty = icmp eq ptr %e, %s
  %ok = select i1 %empty, i1 false, i1 %at.end
  br i1 %ok, label %done, label %bad
$1done:
  ret $2 %v
}
)",
                          Call, badArgBlock(BadArg, TypeName), Ty);
}

/// @mopt.arg.int: a command-line word, `true`, `false` (as parseMainArguments
/// takes them for an int) or a whole decimal integer, as an i64.
void ModuleWriter::writeArgIntHelper(std::string &Out) {
  // One statement each: the order of interning decides the string names.
  std::string True = stringPointer("true");
  std::string False = stringPointer("false");
  std::string Int = stringPointer("int");
  absl::StrAppend(
      &Out,
      "\ndefine internal i64 @mopt.arg.int(ptr %s, i64 %k) {\nentry:\n"
      "  %end = alloca ptr\n",
      trueFalseBlocks(True, False, "i64 1", "i64 0", "number"), "number:\n",
      wholeWordBlocks("i64 @strtoll(ptr %s, ptr %end, i32 10)", "i64",
                      helper(Helper::BadArg), Int));
}

/// @mopt.arg.bool: `true` or `false`.
void ModuleWriter::writeArgBoolHelper(std::string &Out) {
  std::string True = stringPointer("true");
  std::string False = stringPointer("false");
  std::string Bool = stringPointer("bool");
  absl::StrAppend(
      &Out, "\ndefine internal i1 @mopt.arg.bool(ptr %s, i64 %k) {\nentry:\n",
      trueFalseBlocks(True, False, "i1 true", "i1 false", "bad"),
      badArgBlock(helper(Helper::BadArg), Bool), "}\n");
}

/// @mopt.arg.float: a word strtod reads whole.
void ModuleWriter::writeArgFloatHelper(std::string &Out) {
  std::string Float = stringPointer("float");
  absl::StrAppend(
      &Out,
      "\ndefine internal double @mopt.arg.float(ptr %s, i64 %k) {\nentry:\n"
      "  %end = alloca ptr\n",
      wholeWordBlocks("double @strtod(ptr %s, ptr %end)", "double",
                      helper(Helper::BadArg), Float));
}

/// @mopt.arg.char: a word that is one UTF-8 sequence of a Unicode scalar
/// value, decoded as parseMainArguments does: the lead byte gives the
/// length (below 0x80 one, from 0xF0 four, from 0xE0 three, else two), the
/// word must have that many bytes, and each after the first is 10xxxxxx.
void ModuleWriter::writeArgCharHelper(std::string &Out) {
  std::string Char = stringPointer("char");
  Out += absl::Substitute(R"(
define internal i32 @mopt.arg.char(ptr %s, i64 %k) {
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
  %ok = call i1 $0(i64 %cp)
  br i1 %ok, label %char, label %bad
char:
  %c = trunc i64 %cp to i32
  ret i32 %c
$1}
)",
                          helper(Helper::IsChar),
                          badArgBlock(helper(Helper::BadArg), Char));
}

/// @mopt.is.char: whether an i64 is a Unicode scalar value, 0 to 0x10FFFF
/// but not a surrogate (0xD800 to 0xDFFF).
void ModuleWriter::writeIsCharHelper(std::string &Out) {
  Out += R"(
define internal i1 @mopt.is.char(i64 %v) {
entry:
  %in.range = icmp ule i64 %v, 1114111
  %from.d800 = sub i64 %v, 55296
  %surrogate = icmp ult i64 %from.d800, 2048
  %ok = select i1 %surrogate, i1 false, i1 %in.range
  ret i1 %ok
}
)";
}

/// @mopt.bad.arg: the interpreter's message for command-line word K that
/// is no value of its parameter's type, and exit status 1.
void ModuleWriter::writeBadArgHelper(std::string &Out) {
  Out += absl::Substitute(R"(
define internal void @mopt.bad.arg(ptr %s, i64 %k, ptr %type) noreturn {
entry:
  %n = call i32 (i32, ptr, ...) @dprintf(i32 2, ptr $0, i64 %k, ptr %s, ptr %type)
  call void @exit(i32 1)
  unreachable
}
)",
                          stringPointer("error: program argument %lld "
                                        "'%s' is not a value of type "
                                        "%s\n"));
}

/// @mopt.fail: a run-time error, its message on standard error and exit
/// status 1 (exit flushes what the program printed before).
void ModuleWriter::writeFailHelper(std::string &Out) {
  absl::StrAppend(&Out,
                  "\ndefine internal void @mopt.fail(ptr %msg) noreturn {\n"
                  "entry:\n  %n = call i32 (i32, ptr, ...) @dprintf(i32 2, "
                  "ptr ",
                  stringPointer("%s\n"),
                  ", ptr %msg)\n  call void @exit(i32 1)\n"
                  "  unreachable\n}\n");
}
