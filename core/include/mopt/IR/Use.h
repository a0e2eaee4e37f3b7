//===- mopt/IR/Use.h - One edge of the def-use graph ------------*- C++ -*-===//
//
// A Use is one operand slot of a User. It knows the Value it refers to and
// its neighbours in that Value's use list, and finds the User it belongs
// to from where it sits, in 24 bytes where a pointer to the User made it
// 32 (the largest share of an instruction: two of a binary operation's
// 112 bytes are its slots).
//
// A fixed slot (User.h) sits one to three slots before its User: the
// distance is in the low bits of Link. A slot of a hung-off array keeps its
// index there instead, in the top 16 bits, and the array's header word,
// right before slot 0, holds the User. An index past 16 bits saturates:
// that slot's User is found from the slot MaxIndex before it, and so on.
//
// Invariants: a Use whose value is non-null is linked into exactly that
// value's use list; Link's pointer bits point at the pointer that points
// at this Use (the list head or the previous Use's Next), so unlinking is
// O(1) and needs no search. Pointers into the use lists fit in 48 bits (a
// user-space address on Linux on x86-64 and AArch64 unless a mapping asks
// for more), which setPrev asserts.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_USE_H
#define MOPT_IR_USE_H

#include <cassert>
#include <cstdint>

namespace mopt {

class Value;
class User;

class Use {
public:
  Use() = default;
  Use(const Use &) = delete;
  Use &operator=(const Use &) = delete;
  ~Use() { set(nullptr); }

  /// Makes this a fixed slot Distance slots (1 to 3) before its User; done
  /// once, before any set().
  void initFixed(unsigned Distance) {
    assert(Distance && Distance <= DistanceMask && !Val);
    Link = Distance;
  }
  /// Makes this slot Index of a hung-off array, whose header word before
  /// slot 0 holds the User; done once, before any set().
  void initHungOff(unsigned Index) {
    assert(!Val);
    Link = uintptr_t(Index < MaxIndex ? Index : MaxIndex) << IndexShift;
  }

  Value *get() const { return Val; }
  User *getUser() const;
  Use *getNext() const { return Next; }

  /// Points this slot at V: unlinks it from the old value's use list and
  /// links it at the head of V's, both in O(1). Defined in Value.h.
  void set(Value *V);

  operator Value *() const { return Val; }
  Value *operator->() const { return Val; }

private:
  static constexpr uintptr_t DistanceMask = 3;
  static constexpr unsigned IndexShift = 48;
  static constexpr unsigned MaxIndex = 0xFFFF;
  static constexpr uintptr_t PointerMask =
      ((uintptr_t(1) << IndexShift) - 1) & ~uintptr_t(7);

  Use **prev() const { return reinterpret_cast<Use **>(Link & PointerMask); }
  void setPrev(Use **P) {
    auto Bits = reinterpret_cast<uintptr_t>(P);
    assert((Bits & ~PointerMask) == 0 && "a use-list pointer past 48 bits");
    Link = (Link & ~PointerMask) | Bits;
  }
  unsigned hungOffIndex() const { return unsigned(Link >> IndexShift); }
  void addToList(Use **Head);
  void removeFromList();

  Value *Val = nullptr;
  Use *Next = nullptr;
  /// prev() in bits 3 to 47; a fixed slot's distance to its User in bits 0
  /// and 1, or 0 and a hung-off slot's index in bits 48 to 63.
  uintptr_t Link = 0;
};

static_assert(sizeof(Use) == 24, "a use is three words (Use.h)");

inline User *Use::getUser() const {
  if (unsigned Distance = Link & DistanceMask)
    return reinterpret_cast<User *>(const_cast<Use *>(this + Distance));
  const Use *Slot = this;
  while (Slot->hungOffIndex() == MaxIndex)
    Slot -= MaxIndex;
  const Use *First = Slot - Slot->hungOffIndex();
  return *(reinterpret_cast<User *const *>(First) - 1);
}

} // namespace mopt

#endif
