//===- mopt/IR/Use.h - One edge of the def-use graph ------------*- C++ -*-===//
//
// A Use is one operand slot of a User. It knows the User it belongs to, the
// Value it refers to, and its neighbours in that Value's use list.
//
// Invariant: a Use whose value is non-null is linked into exactly that
// value's use list; Prev points at the pointer that points at this Use (the
// list head or the previous Use's Next), so unlinking is O(1) and needs no
// search.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_USE_H
#define MOPT_IR_USE_H

namespace mopt {

class Value;
class User;

class Use {
public:
  Use() = default;
  Use(const Use &) = delete;
  Use &operator=(const Use &) = delete;
  ~Use() { set(nullptr); }

  /// Attaches this slot to its owner; done once, before any set().
  void setUser(User *U) { Owner = U; }

  Value *get() const { return Val; }
  User *getUser() const { return Owner; }
  Use *getNext() const { return Next; }

  /// Points this slot at V: unlinks it from the old value's use list and
  /// links it at the head of V's, both in O(1). Defined in Value.h.
  void set(Value *V);

  operator Value *() const { return Val; }
  Value *operator->() const { return Val; }

private:
  void addToList(Use **Head);
  void removeFromList();

  Value *Val = nullptr;
  Use *Next = nullptr;
  Use **Prev = nullptr;
  User *Owner = nullptr;
};

} // namespace mopt

#endif
