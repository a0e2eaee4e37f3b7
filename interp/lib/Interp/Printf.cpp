//===- Printf.cpp - printf's formatting for the runtime -------------------===//
//
// Each conversion of the format is taken apart (flags, width, precision,
// length, conversion), its argument read as C passes it and narrowed as
// the length says, and the conversion formatted by the host's snprintf
// with the same flags, width and precision, so that the output is the C
// library's. Strings are read from mopt's memory; %p prints mopt's 64-bit
// pointer, and %n is refused.
//
//===----------------------------------------------------------------------===//

#include "Runtime.h"
#include "mopt/IR/ConstantFolding.h"

#include <cstdarg>

using namespace mopt;

namespace {

/// One conversion specification, `%-08.3lld`, taken apart.
struct Spec {
  std::string Flags;
  int Width = -1, Precision = -1;
  std::string Length;
  char Conversion = 0;
};

/// The arguments from the call, in order.
class ArgumentReader {
public:
  ArgumentReader(const RuntimeCall &C, size_t First) : C(C), Next(First) {}
  bool next(int64_t &V) {
    if (Next >= C.Args.size())
      return false;
    V = C.Args[Next++];
    return true;
  }

private:
  const RuntimeCall &C;
  size_t Next;
};

/// snprintf with the host's C library into Out.
void appendFormatted(std::string &Out, const char *Format, ...) {
  va_list Args, Again;
  va_start(Args, Format);
  va_copy(Again, Args);
  int Len = std::vsnprintf(nullptr, 0, Format, Args);
  va_end(Args);
  if (Len > 0) {
    size_t At = Out.size();
    Out.resize(At + size_t(Len) + 1);
    std::vsnprintf(Out.data() + At, size_t(Len) + 1, Format, Again);
    Out.resize(At + size_t(Len));
  }
  va_end(Again);
}

/// The host format for S with its length replaced by HostLength.
std::string hostFormat(const Spec &S, const char *HostLength, char Conversion) {
  std::string F = "%" + S.Flags;
  if (S.Width >= 0)
    F += std::to_string(S.Width);
  if (S.Precision >= 0)
    F += "." + std::to_string(S.Precision);
  return F + HostLength + Conversion;
}

/// V as the signed or unsigned integer type that Length names.
int64_t narrowSigned(int64_t V, llvm::StringRef Length) {
  if (Length == "hh")
    return int8_t(V);
  if (Length == "h")
    return int16_t(V);
  if (Length.empty())
    return int32_t(V);
  return V;
}
uint64_t narrowUnsigned(int64_t V, llvm::StringRef Length) {
  if (Length == "hh")
    return uint8_t(V);
  if (Length == "h")
    return uint16_t(V);
  if (Length.empty())
    return uint32_t(V);
  return uint64_t(V);
}

/// Reads Spec at Format[Pos] (just past the '%'); Pos moves past it. Star
/// widths and precisions take their arguments from Args.
bool parseSpec(llvm::StringRef Format, size_t &Pos, ArgumentReader &Args,
               Spec &S) {
  while (Pos < Format.size() && llvm::StringRef("-+ #0").contains(Format[Pos]))
    S.Flags += Format[Pos++];
  auto Number = [&](int &Into) {
    if (Pos < Format.size() && Format[Pos] == '*') {
      ++Pos;
      int64_t V;
      if (!Args.next(V))
        return false;
      Into = int32_t(V);
      return true;
    }
    int N = 0;
    bool Any = false;
    while (Pos < Format.size() && Format[Pos] >= '0' && Format[Pos] <= '9') {
      N = N * 10 + (Format[Pos++] - '0');
      Any = true;
    }
    if (Any)
      Into = N;
    return true;
  };
  if (!Number(S.Width))
    return false;
  if (S.Width < -1) { // a negative * width is the - flag
    S.Flags += '-';
    S.Width = -S.Width;
  }
  if (Pos < Format.size() && Format[Pos] == '.') {
    ++Pos;
    S.Precision = 0;
    if (!Number(S.Precision))
      return false;
  }
  while (Pos < Format.size() &&
         llvm::StringRef("hljztLq").contains(Format[Pos]))
    S.Length += Format[Pos++];
  if (Pos == Format.size())
    return false;
  S.Conversion = Format[Pos++];
  return true;
}

} // namespace

std::optional<std::string> mopt::formatPrintf(Runtime &R,
                                              llvm::StringRef Format,
                                              const RuntimeCall &C,
                                              size_t First, std::string &Text) {
  ArgumentReader Args(C, First);
  for (size_t Pos = 0; Pos < Format.size();) {
    size_t Percent = Format.find('%', Pos);
    Text.append(Format.data() + Pos, std::min(Percent, Format.size()) - Pos);
    if (Percent == llvm::StringRef::npos)
      break;
    Pos = Percent + 1;
    Spec S;
    if (!parseSpec(Format, Pos, Args, S))
      return "printf's format \"" + Format.str() +
             "\" ends in the middle of a conversion, or has too few "
             "arguments";
    if (S.Conversion == '%') {
      Text += '%';
      continue;
    }
    int64_t V;
    if (!Args.next(V))
      return "printf's format \"" + Format.str() + "\" has more conversions " +
             "than the call has arguments";
    switch (S.Conversion) {
    case 'd':
    case 'i':
      appendFormatted(Text, hostFormat(S, "ll", S.Conversion).c_str(),
                      (long long)narrowSigned(V, S.Length));
      break;
    case 'u':
    case 'o':
    case 'x':
    case 'X':
      appendFormatted(Text, hostFormat(S, "ll", S.Conversion).c_str(),
                      (unsigned long long)narrowUnsigned(V, S.Length));
      break;
    case 'c':
      appendFormatted(Text, hostFormat(S, "", 'c').c_str(), int(uint8_t(V)));
      break;
    case 'f':
    case 'F':
    case 'e':
    case 'E':
    case 'g':
    case 'G':
    case 'a':
    case 'A':
      appendFormatted(Text, hostFormat(S, "", S.Conversion).c_str(),
                      arith::asFloat(V));
      break;
    case 'p':
      appendFormatted(Text, hostFormat(S, "ll", 'x').c_str(),
                      (unsigned long long)V);
      break;
    case 's': {
      std::string Str;
      if (auto E = R.getMemory().readCString(V, Str))
        return "printf's %s: " + *E;
      appendFormatted(Text, hostFormat(S, "", 's').c_str(), Str.c_str());
      break;
    }
    default:
      return std::string("printf's conversion '%") + S.Conversion +
             "' is not one mopt's runtime formats";
    }
  }
  return std::nullopt;
}
