//===- Unicode.cpp - Characters as UTF-8 ----------------------------------===//

#include "mopt/Support/Unicode.h"

using namespace mopt;

void mopt::appendUTF8(uint32_t CP, std::string &Out) {
  if (CP < 0x80) {
    Out += char(CP);
    return;
  }
  char Buf[4];
  unsigned Len = CP < 0x800 ? 2 : CP < 0x10000 ? 3 : 4;
  for (unsigned K = Len - 1; K != 0; --K, CP >>= 6)
    Buf[K] = char(0x80 | (CP & 0x3F));
  static const unsigned char Lead[] = {0, 0, 0xC0, 0xE0, 0xF0};
  Buf[0] = char(Lead[Len] | CP);
  Out.append(Buf, Len);
}

int64_t mopt::decodeOneUTF8(llvm::StringRef Text) {
  if (Text.empty())
    return -1;
  const auto *B = reinterpret_cast<const unsigned char *>(Text.data());
  unsigned Len = B[0] < 0x80 ? 1 : B[0] >= 0xF0 ? 4 : B[0] >= 0xE0 ? 3 : 2;
  if (Text.size() != Len || (Len > 1 && (B[0] < 0xC2 || B[0] > 0xF4)))
    return -1;
  uint32_t CP = Len == 1 ? B[0] : B[0] & (0x7F >> Len);
  for (unsigned K = 1; K != Len; ++K) {
    if ((B[K] & 0xC0) != 0x80)
      return -1;
    CP = CP << 6 | (B[K] & 0x3F);
  }
  static const uint32_t Least[] = {0, 0, 0x80, 0x800, 0x10000};
  if (CP < Least[Len] || !isUnicodeScalar(CP))
    return -1;
  return CP;
}
