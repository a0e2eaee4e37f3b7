//===- mopt/IR/Value.h - The root of everything an operand can be -*- C++ -*-=//
//
// A Value is anything an instruction can name as an operand: a constant, a
// function argument, a variable slot, a basic block (as a branch target) or
// the result of an instruction. Every value has a Type (Type.h): blocks and
// instructions that produce nothing have `void`.
//
// Invariant: the use list holds exactly the Uses whose get() is this value,
// so use_empty(), hasOneUse() and replaceAllUsesWith() need no search of
// the function, and replaceAllUsesWith() costs O(number of uses). A value
// is destroyed only when its use list is empty.
//
// Value has no virtual function, so no vtable pointer (8 bytes in every
// value): each value is destroyed as its own class. Constant, Argument,
// Variable and BasicBlock are final and deleted through their own type; an
// instruction through Instruction::deleteValue(), which finds its class from
// its opcode's shape. The destructors of the classes in between are
// protected, so `delete` on a base pointer does not compile.
//
// Values carry a small per-function number (getNumber) that analyses use as
// an array index; what it counts depends on the kind (block layout position,
// variable index, instruction order) and is documented on each kind.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_VALUE_H
#define MOPT_IR_VALUE_H

#include "mopt/IR/Type.h"
#include "mopt/IR/Use.h"
#include "mopt/IR/ValueName.h"
#include "mopt/Support/IRAllocator.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/iterator_range.h"

#include <cassert>
#include <cstdint>
#include <iterator>
#include <string>

namespace mopt {

enum class ValueKind : uint8_t {
  Constant,
  Argument,
  Variable,
  BasicBlock,
  Instruction, // the last: a kind takes 3 bits
};
static_assert(static_cast<unsigned>(ValueKind::Instruction) < 8,
              "Value keeps a kind in 3 bits");

class Value {
public:
  Value(const Value &) = delete;
  Value &operator=(const Value &) = delete;

  /// Values live in the IR allocator's chunks (see IRAllocator.h).
  static void *operator new(std::size_t Size) { return allocateIRObject(Size); }
  static void operator delete(void *P, std::size_t Size) {
    deallocateIRObject(P, Size);
  }

  ValueKind getKind() const { return static_cast<ValueKind>(Kind); }

  llvm::StringRef getName() const { return Name.str(); }
  void setName(llvm::StringRef N) { Name.assign(N); }
  bool hasName() const { return !Name.empty(); }

  const Type *getType() const { return Type::fromId(TypeId); }
  void setType(const Type *T) { TypeId = T->getId(); }

  unsigned getNumber() const { return Number; }
  void setNumber(unsigned N) { Number = N; }

  /// Iterates this value's Uses. Editing the Use being visited is allowed:
  /// the iterator has already stepped past it.
  class use_iterator {
  public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = Use;
    using difference_type = std::ptrdiff_t;
    using pointer = Use *;
    using reference = Use &;

    explicit use_iterator(Use *U = nullptr)
        : Cur(U), Nxt(U ? U->getNext() : nullptr) {}
    Use &operator*() const { return *Cur; }
    Use *operator->() const { return Cur; }
    use_iterator &operator++() {
      Cur = Nxt;
      Nxt = Cur ? Cur->getNext() : nullptr;
      return *this;
    }
    bool operator==(const use_iterator &O) const { return Cur == O.Cur; }
    bool operator!=(const use_iterator &O) const { return Cur != O.Cur; }

  private:
    Use *Cur;
    Use *Nxt;
  };

  llvm::iterator_range<use_iterator> uses() const {
    return {use_iterator(UseList), use_iterator()};
  }
  bool use_empty() const { return UseList == nullptr; }
  bool hasOneUse() const { return UseList && !UseList->getNext(); }
  unsigned getNumUses() const;

  /// Points every use of this value at New instead, in O(uses).
  void replaceAllUsesWith(Value *New);

protected:
  Value(ValueKind K, const Type *T, llvm::StringRef N = "")
      : Kind(static_cast<uint8_t>(K)), NumFixedOperands(0),
        HasHungOffOperands(false), TypeId(T->getId()), Name(N) {}
  ~Value();

  /// A byte a subclass may keep here, in what would otherwise be padding
  /// (an instruction keeps its opcode): every value is one word smaller.
  uint8_t getSubclassData() const { return SubclassData; }
  void setSubclassData(uint8_t D) { SubclassData = D; }

private:
  friend class Use;
  friend class User;

  uint8_t Kind : 3; // a ValueKind
  /// Where a User's operands are (User.h), in bits of the kind's byte, as
  /// LLVM's Value keeps its users' operand counts: an instruction needs no
  /// word of its own for them. The count of the slots before the User,
  /// and whether its operands hang off instead.
  uint8_t NumFixedOperands : 2;
  uint8_t HasHungOffOperands : 1;
  uint8_t SubclassData = 0;
  uint16_t TypeId; // Type::fromId; two bytes where a pointer takes eight
  unsigned Number = 0;
  Use *UseList = nullptr;
  ValueName Name;
};

// Use's list operations are here, where Value is complete, so that every
// caller (passes in plugins too) inlines them: they run once per operand
// written.
inline void Use::set(Value *V) {
  if (Val)
    removeFromList();
  Val = V;
  if (V)
    addToList(&V->UseList);
}

inline void Use::addToList(Use **Head) {
  Next = *Head;
  if (Next)
    Next->setPrev(&Next);
  setPrev(Head);
  *Head = this;
}

inline void Use::removeFromList() {
  Use **Prev = prev();
  *Prev = Next;
  if (Next)
    Next->setPrev(Prev);
  Next = nullptr;
  setPrev(nullptr);
}

} // namespace mopt

#endif
