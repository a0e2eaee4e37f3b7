//===- Runtime.cpp - The C library functions mopt --run provides ----------===//
//
// One row per function: its name and the code that runs it. Arguments
// arrive as C passes them, in their slots; a result is given in the form
// its type keeps (canonicalBits). Memory is reached through Memory::span
// and readCString, which check every access.
//
//===----------------------------------------------------------------------===//

#include "Runtime.h"
#include "mopt/IR/ConstantFolding.h"
#include "mopt/IR/GlobalVariable.h"
#include "mopt/IR/Type.h"
#include "llvm/ADT/STLExtras.h"

#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>

using namespace mopt;
using arith::asFloat;
using arith::fromFloat;

namespace {

using Error = std::optional<std::string>;
using Handler = Error (*)(Runtime &, RuntimeCall &);

double floatArg(const RuntimeCall &C, size_t K) { return asFloat(C.Args[K]); }

Error giveFloat(RuntimeCall &C, double D) {
  C.Result = canonicalBits(C.ResultType, fromFloat(D));
  return std::nullopt;
}
Error give(RuntimeCall &C, int64_t V) {
  C.Result = canonicalBits(C.ResultType, V);
  return std::nullopt;
}

/// The bytes at P, at most Max of them (all, to its allocation's end, if
/// Max is larger), for a function that reads or writes N of them.
Error bytesAt(Runtime &R, int64_t P, uint64_t N, uint8_t *&Begin) {
  size_t Size;
  if (auto E = R.getMemory().span(P, Begin, Size))
    return E;
  if (N > Size)
    return "an access of " + std::to_string(N) + " byte(s) at " +
           Memory::describe(P, {}) + " runs " + std::to_string(N - Size) +
           " byte(s) past the end of its allocation";
  return std::nullopt;
}

Error readString(Runtime &R, int64_t P, std::string &S) {
  return R.getMemory().readCString(P, S);
}

/// Writes S and a NUL at P.
Error writeString(Runtime &R, int64_t P, llvm::StringRef S) {
  uint8_t *At;
  if (auto E = bytesAt(R, P, S.size() + 1, At))
    return E;
  std::memcpy(At, S.data(), S.size());
  At[S.size()] = 0;
  return std::nullopt;
}

// Output.

/// printf's text for the format in argument FormatArg and the arguments
/// after it.
Error formatArguments(Runtime &R, RuntimeCall &C, size_t FormatArg,
                      std::string &Text) {
  std::string Format;
  if (auto E = readString(R, C.Args[FormatArg], Format))
    return E;
  return formatPrintf(R, Format, C, FormatArg + 1, Text);
}

Error runPrintf(Runtime &R, RuntimeCall &C) {
  std::string Text;
  if (auto E = formatArguments(R, C, 0, Text))
    return E;
  R.writeOut(Text);
  return give(C, int64_t(Text.size()));
}

Error runFprintf(Runtime &R, RuntimeCall &C) {
  std::string Text;
  if (auto E = formatArguments(R, C, 1, Text))
    return E;
  if (auto E = R.write(C.Args[0], Text))
    return E;
  return give(C, int64_t(Text.size()));
}

Error runSprintf(Runtime &R, RuntimeCall &C) {
  std::string Text;
  if (auto E = formatArguments(R, C, 1, Text))
    return E;
  if (auto E = writeString(R, C.Args[0], Text))
    return E;
  return give(C, int64_t(Text.size()));
}

Error runPuts(Runtime &R, RuntimeCall &C) {
  std::string S;
  if (auto E = readString(R, C.Args[0], S))
    return E;
  R.writeOut(S + "\n");
  return give(C, 0);
}

Error runPutchar(Runtime &R, RuntimeCall &C) {
  char Ch = char(C.Args[0]);
  R.writeOut(llvm::StringRef(&Ch, 1));
  return give(C, uint8_t(Ch));
}

Error runFputs(Runtime &R, RuntimeCall &C) {
  std::string S;
  if (auto E = readString(R, C.Args[0], S))
    return E;
  if (auto E = R.write(C.Args[1], S))
    return E;
  return give(C, 0);
}

Error runFputc(Runtime &R, RuntimeCall &C) {
  char Ch = char(C.Args[0]);
  if (auto E = R.write(C.Args[1], llvm::StringRef(&Ch, 1)))
    return E;
  return give(C, uint8_t(Ch));
}

Error runGetchar(Runtime &, RuntimeCall &C) { return give(C, std::getchar()); }

/// fgetc and getc of stdin, the one stream the runtime reads.
Error runFgetc(Runtime &R, RuntimeCall &C) {
  if (!R.isStdin(C.Args[0]))
    return "a read from " + Memory::describe(C.Args[0], {}) +
           ", which is not stdin";
  return give(C, std::getchar());
}

Error runUngetc(Runtime &R, RuntimeCall &C) {
  if (!R.isStdin(C.Args[1]))
    return "ungetc on " + Memory::describe(C.Args[1], {}) +
           ", which is not stdin";
  return give(C, std::ungetc(int(C.Args[0]), stdin));
}

Error runFlush(Runtime &, RuntimeCall &C) { return give(C, 0); }

Error runPerror(Runtime &R, RuntimeCall &C) {
  std::string S;
  if (C.Args[0])
    if (auto E = readString(R, C.Args[0], S))
      return E;
  std::fprintf(stderr, "%s%s%s\n", S.c_str(), S.empty() ? "" : ": ",
               std::strerror(errno));
  return std::nullopt;
}

// Memory.

Error runMalloc(Runtime &R, RuntimeCall &C) {
  int64_t P;
  if (auto E = R.getMemory().allocateBytes(C.Args[0], P))
    return E;
  return give(C, P);
}

Error runCalloc(Runtime &R, RuntimeCall &C) {
  int64_t P;
  if (C.Args[0] < 0 || C.Args[1] < 0 ||
      (C.Args[1] && C.Args[0] > Memory::MaxBytes / C.Args[1]))
    return "calloc of " + std::to_string(C.Args[0]) + " x " +
           std::to_string(C.Args[1]) + " bytes: too large";
  if (auto E = R.getMemory().allocateBytes(C.Args[0] * C.Args[1], P))
    return E;
  return give(C, P);
}

Error runFree(Runtime &R, RuntimeCall &C) {
  if (C.Args[0] == 0)
    return std::nullopt;
  return R.getMemory().release(C.Args[0], {});
}

Error runRealloc(Runtime &R, RuntimeCall &C) {
  int64_t Old = C.Args[0], New;
  if (auto E = R.getMemory().allocateBytes(C.Args[1], New))
    return E;
  if (Old) {
    uint8_t *From, *To;
    size_t OldSize, NewSize;
    if (auto E = R.getMemory().span(Old, From, OldSize))
      return E;
    if (auto E = R.getMemory().span(New, To, NewSize))
      return E;
    std::memcpy(To, From, std::min(OldSize, size_t(C.Args[1])));
    if (auto E = R.getMemory().release(Old, {}))
      return E;
  }
  return give(C, New);
}

Error runMemcpy(Runtime &R, RuntimeCall &C) {
  uint8_t *To, *From;
  uint64_t N = uint64_t(C.Args[2]);
  if (N == 0)
    return give(C, C.Args[0]);
  if (auto E = bytesAt(R, C.Args[0], N, To))
    return E;
  if (auto E = bytesAt(R, C.Args[1], N, From))
    return E;
  std::memmove(To, From, N);
  return give(C, C.Args[0]);
}

Error runMemset(Runtime &R, RuntimeCall &C) {
  uint8_t *To;
  uint64_t N = uint64_t(C.Args[2]);
  if (N == 0)
    return give(C, C.Args[0]);
  if (auto E = bytesAt(R, C.Args[0], N, To))
    return E;
  std::memset(To, int(uint8_t(C.Args[1])), N);
  return give(C, C.Args[0]);
}

Error runMemcmp(Runtime &R, RuntimeCall &C) {
  uint8_t *A, *B;
  uint64_t N = uint64_t(C.Args[2]);
  if (N == 0)
    return give(C, 0);
  if (auto E = bytesAt(R, C.Args[0], N, A))
    return E;
  if (auto E = bytesAt(R, C.Args[1], N, B))
    return E;
  return give(C, std::memcmp(A, B, N));
}

// Strings.

Error runStrlen(Runtime &R, RuntimeCall &C) {
  std::string S;
  if (auto E = readString(R, C.Args[0], S))
    return E;
  return give(C, int64_t(S.size()));
}

Error runStrcmp(Runtime &R, RuntimeCall &C) {
  std::string A, B;
  if (auto E = readString(R, C.Args[0], A))
    return E;
  if (auto E = readString(R, C.Args[1], B))
    return E;
  return give(C, std::strcmp(A.c_str(), B.c_str()));
}

Error runStrncmp(Runtime &R, RuntimeCall &C) {
  std::string A, B;
  if (auto E = readString(R, C.Args[0], A))
    return E;
  if (auto E = readString(R, C.Args[1], B))
    return E;
  return give(C, std::strncmp(A.c_str(), B.c_str(), size_t(C.Args[2])));
}

Error runStrcpy(Runtime &R, RuntimeCall &C) {
  std::string S;
  if (auto E = readString(R, C.Args[1], S))
    return E;
  if (auto E = writeString(R, C.Args[0], S))
    return E;
  return give(C, C.Args[0]);
}

Error runStrncpy(Runtime &R, RuntimeCall &C) {
  std::string S;
  if (auto E = readString(R, C.Args[1], S))
    return E;
  size_t N = size_t(C.Args[2]);
  uint8_t *To;
  if (auto E = bytesAt(R, C.Args[0], N, To))
    return E;
  std::memset(To, 0, N);
  std::memcpy(To, S.data(), std::min(N, S.size()));
  return give(C, C.Args[0]);
}

Error runStrcat(Runtime &R, RuntimeCall &C) {
  std::string A, B;
  if (auto E = readString(R, C.Args[0], A))
    return E;
  if (auto E = readString(R, C.Args[1], B))
    return E;
  if (auto E = writeString(R, C.Args[0], A + B))
    return E;
  return give(C, C.Args[0]);
}

/// strchr and strrchr: the address of the first (last) Ch in the string.
template <bool Last> Error runStrchr(Runtime &R, RuntimeCall &C) {
  std::string S;
  if (auto E = readString(R, C.Args[0], S))
    return E;
  char Ch = char(C.Args[1]);
  size_t At = Ch == 0 ? S.size() : Last ? S.rfind(Ch) : S.find(Ch);
  if (At == std::string::npos)
    return give(C, 0);
  return give(C, Memory::offsetPointer(C.Args[0], int64_t(At), {}));
}

Error runStrstr(Runtime &R, RuntimeCall &C) {
  std::string S, Sub;
  if (auto E = readString(R, C.Args[0], S))
    return E;
  if (auto E = readString(R, C.Args[1], Sub))
    return E;
  size_t At = S.find(Sub);
  if (At == std::string::npos)
    return give(C, 0);
  return give(C, Memory::offsetPointer(C.Args[0], int64_t(At), {}));
}

Error runStrdup(Runtime &R, RuntimeCall &C) {
  std::string S;
  if (auto E = readString(R, C.Args[0], S))
    return E;
  int64_t P;
  if (auto E = R.getMemory().allocateBytes(int64_t(S.size()) + 1, P))
    return E;
  if (auto E = writeString(R, P, S))
    return E;
  return give(C, P);
}

/// Where a strto* function stopped, stored through its end pointer (the
/// argument after the string), if it was given one.
Error storeEnd(Runtime &R, RuntimeCall &C, const std::string &S,
               const char *End) {
  if (C.Args.size() < 2 || !C.Args[1])
    return std::nullopt;
  uint8_t *At;
  if (auto E = bytesAt(R, C.Args[1], 8, At))
    return E;
  int64_t EndPointer = Memory::offsetPointer(C.Args[0], End - S.c_str(), {});
  std::memcpy(At, &EndPointer, 8);
  return std::nullopt;
}

/// strtol, strtoul, atoi and their kin: the number at the start of the
/// string.
template <typename T, T (*Parse)(const char *, char **, int)>
Error runStrtoInteger(Runtime &R, RuntimeCall &C) {
  std::string S;
  if (auto E = readString(R, C.Args[0], S))
    return E;
  char *End;
  T V = Parse(S.c_str(), &End, C.Args.size() > 2 ? int(C.Args[2]) : 10);
  if (auto E = storeEnd(R, C, S, End))
    return E;
  return give(C, int64_t(V));
}

long parseDecimal(const char *S, char **End, int) {
  return std::strtol(S, End, 10);
}

Error runStrtod(Runtime &R, RuntimeCall &C) {
  std::string S;
  if (auto E = readString(R, C.Args[0], S))
    return E;
  char *End;
  double D = std::strtod(S.c_str(), &End);
  if (auto E = storeEnd(R, C, S, End))
    return E;
  return giveFloat(C, D);
}

// The process.

Error runExit(Runtime &, RuntimeCall &C) {
  C.ExitStatus = int(int32_t(C.Args[0]));
  return std::nullopt;
}

Error runAbort(Runtime &, RuntimeCall &) { return std::string("abort()"); }

Error runAbs(Runtime &, RuntimeCall &C) {
  return give(C, C.Args[0] < 0 ? arith::wrapSub(0, C.Args[0]) : C.Args[0]);
}

Error runTime(Runtime &R, RuntimeCall &C) {
  int64_t Now = int64_t(std::time(nullptr));
  if (C.Args[0]) {
    uint8_t *At;
    if (auto E = bytesAt(R, C.Args[0], 8, At))
      return E;
    std::memcpy(At, &Now, 8);
  }
  return give(C, Now);
}

Error runClock(Runtime &, RuntimeCall &C) {
  return give(C, int64_t(std::clock()));
}

Error runGettimeofday(Runtime &R, RuntimeCall &C) {
  auto Now = std::chrono::system_clock::now().time_since_epoch();
  int64_t Micros =
      std::chrono::duration_cast<std::chrono::microseconds>(Now).count();
  int64_t Fields[2] = {Micros / 1000000, Micros % 1000000};
  uint8_t *At;
  if (auto E = bytesAt(R, C.Args[0], 16, At))
    return E;
  std::memcpy(At, Fields, 16);
  return give(C, 0);
}

// POSIX's 48-bit generator: X = (a X + c) mod 2^48.

uint64_t nextRand48(Runtime &R) {
  R.Rand48 = (R.Rand48 * 0x5DEECE66DULL + 0xB) & ((uint64_t(1) << 48) - 1);
  return R.Rand48;
}

Error runLrand48(Runtime &R, RuntimeCall &C) {
  return give(C, int64_t(nextRand48(R) >> 17));
}
Error runMrand48(Runtime &R, RuntimeCall &C) {
  return give(C, int64_t(int32_t(nextRand48(R) >> 16)));
}
Error runDrand48(Runtime &R, RuntimeCall &C) {
  return giveFloat(C, double(nextRand48(R)) / double(uint64_t(1) << 48));
}
Error runSrand48(Runtime &R, RuntimeCall &C) {
  R.Rand48 = (uint64_t(uint32_t(C.Args[0])) << 16) | 0x330E;
  return std::nullopt;
}

/// seed48(short seed[3]): sets the state; gives the address of the old one,
/// kept in a buffer of its own.
Error runSeed48(Runtime &R, RuntimeCall &C) {
  uint8_t *Seed;
  if (auto E = bytesAt(R, C.Args[0], 6, Seed))
    return E;
  int64_t Old;
  if (auto E = R.getMemory().allocateBytes(6, Old))
    return E;
  uint8_t *OldBytes;
  if (auto E = bytesAt(R, Old, 6, OldBytes))
    return E;
  for (unsigned K = 0; K != 6; ++K)
    OldBytes[K] = uint8_t(R.Rand48 >> (8 * K));
  R.Rand48 = 0;
  for (unsigned K = 6; K-- != 0;)
    R.Rand48 = R.Rand48 << 8 | Seed[K];
  return give(C, Old);
}

// math.h, by the host's library.

template <double (*Fn)(double)> Error runMath1(Runtime &, RuntimeCall &C) {
  return giveFloat(C, Fn(floatArg(C, 0)));
}
template <double (*Fn)(double, double)>
Error runMath2(Runtime &, RuntimeCall &C) {
  return giveFloat(C, Fn(floatArg(C, 0), floatArg(C, 1)));
}

double callSqrt(double X) { return std::sqrt(X); }
double callSin(double X) { return std::sin(X); }
double callCos(double X) { return std::cos(X); }
double callTan(double X) { return std::tan(X); }
double callAtan(double X) { return std::atan(X); }
double callExp(double X) { return std::exp(X); }
double callLog(double X) { return std::log(X); }
double callLog10(double X) { return std::log10(X); }
double callFabs(double X) { return std::fabs(X); }
double callFloor(double X) { return std::floor(X); }
double callCeil(double X) { return std::ceil(X); }
double callPow(double X, double Y) { return std::pow(X, Y); }
double callAtan2(double X, double Y) { return std::atan2(X, Y); }
double callFmod(double X, double Y) { return std::fmod(X, Y); }

} // namespace

struct mopt::RuntimeFunction {
  llvm::StringRef Name;
  unsigned MinArgs; // C's parameters, which every call passes
  Handler Run;
};

static const RuntimeFunction Rows[] = {
    {"printf", 1, runPrintf},
    {"fprintf", 2, runFprintf},
    {"sprintf", 2, runSprintf},
    {"puts", 1, runPuts},
    {"putchar", 1, runPutchar},
    {"fputs", 2, runFputs},
    {"fputc", 2, runFputc},
    {"putc", 2, runFputc},
    {"fflush", 0, runFlush},
    {"getchar", 0, runGetchar},
    {"fgetc", 1, runFgetc},
    {"getc", 1, runFgetc},
    {"ungetc", 2, runUngetc},
    {"perror", 1, runPerror},
    {"malloc", 1, runMalloc},
    {"calloc", 2, runCalloc},
    {"realloc", 2, runRealloc},
    {"free", 1, runFree},
    {"memcpy", 3, runMemcpy},
    {"memmove", 3, runMemcpy},
    {"memset", 3, runMemset},
    {"memcmp", 3, runMemcmp},
    {"strlen", 1, runStrlen},
    {"strcmp", 2, runStrcmp},
    {"strncmp", 3, runStrncmp},
    {"strcpy", 2, runStrcpy},
    {"strncpy", 3, runStrncpy},
    {"strcat", 2, runStrcat},
    {"strchr", 2, runStrchr<false>},
    {"strrchr", 2, runStrchr<true>},
    {"strstr", 2, runStrstr},
    {"strdup", 1, runStrdup},
    {"atoi", 1, runStrtoInteger<long, parseDecimal>},
    {"atol", 1, runStrtoInteger<long, parseDecimal>},
    {"atoll", 1, runStrtoInteger<long, parseDecimal>},
    {"strtol", 3, runStrtoInteger<long, std::strtol>},
    {"strtoll", 3, runStrtoInteger<long long, std::strtoll>},
    {"strtoul", 3, runStrtoInteger<unsigned long, std::strtoul>},
    {"strtod", 2, runStrtod},
    {"atof", 1, runStrtod},
    {"exit", 1, runExit},
    {"abort", 0, runAbort},
    {"abs", 1, runAbs},
    {"labs", 1, runAbs},
    {"llabs", 1, runAbs},
    {"time", 1, runTime},
    {"clock", 0, runClock},
    {"gettimeofday", 2, runGettimeofday},
    {"lrand48", 0, runLrand48},
    {"mrand48", 0, runMrand48},
    {"drand48", 0, runDrand48},
    {"srand48", 1, runSrand48},
    {"seed48", 1, runSeed48},
    {"sqrt", 1, runMath1<callSqrt>},
    {"sin", 1, runMath1<callSin>},
    {"cos", 1, runMath1<callCos>},
    {"tan", 1, runMath1<callTan>},
    {"atan", 1, runMath1<callAtan>},
    {"exp", 1, runMath1<callExp>},
    {"log", 1, runMath1<callLog>},
    {"log10", 1, runMath1<callLog10>},
    {"fabs", 1, runMath1<callFabs>},
    {"floor", 1, runMath1<callFloor>},
    {"ceil", 1, runMath1<callCeil>},
    {"pow", 2, runMath2<callPow>},
    {"atan2", 2, runMath2<callAtan2>},
    {"fmod", 2, runMath2<callFmod>},
};

const RuntimeFunction *Runtime::find(llvm::StringRef Name) {
  for (const RuntimeFunction &Row : Rows)
    if (Row.Name == Name)
      return &Row;
  return nullptr;
}

std::optional<std::string> Runtime::call(const RuntimeFunction *Row,
                                         llvm::StringRef Name, RuntimeCall &C) {
  if (!Row)
    return "call of '" + Name.str() +
           "', which is declared but not defined, and which mopt's runtime "
           "does not provide";
  if (C.Args.size() < Row->MinArgs)
    return "'" + Name.str() + "' takes " + std::to_string(Row->MinArgs) +
           " argument(s), but the call passes " + std::to_string(C.Args.size());
  return Row->Run(*this, C);
}

void Runtime::setStream(llvm::StringRef Name, int64_t Address) {
  for (unsigned K = 0; K != std::size(GlobalVariable::CStreamNames); ++K)
    if (Name == GlobalVariable::CStreamNames[K])
      StreamAddresses[K] = Address;
}

std::optional<std::string> Runtime::write(int64_t Stream,
                                          llvm::StringRef Text) {
  if (Stream && Stream == StreamAddresses[1]) {
    writeOut(Text);
    return std::nullopt;
  }
  if (Stream && Stream == StreamAddresses[2]) {
    std::fwrite(Text.data(), 1, Text.size(), stderr);
    return std::nullopt;
  }
  return "a write to " + Memory::describe(Stream, {}) +
         ", which is not stdout or stderr";
}
