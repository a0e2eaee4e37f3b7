//===- TypeTest.cpp - Interned types and their numbers -------------------===//

#include "mopt/IR/Type.h"

#include <gtest/gtest.h>
#include <iterator>
#include <thread>
#include <vector>

using namespace mopt;

namespace {

TEST(TypeTest, ScalarsAreNumberedInKindOrder) {
  const Type *Scalars[] = {Type::getVoid(), Type::getInt(),
                           Type::getBool(), Type::getFloat(),
                           Type::getChar(), Type::getI8(),
                           Type::getI16(),  Type::getI32(),
                           Type::getF32(),  Type::getOpaquePointer()};
  static_assert(std::size(Scalars) == Type::NumScalars);
  for (unsigned Id = 0; Id != Type::NumScalars; ++Id) {
    EXPECT_EQ(Scalars[Id]->getId(), Id);
    EXPECT_EQ(static_cast<unsigned>(Scalars[Id]->getKind()), Id);
    EXPECT_EQ(Type::fromId(Id), Scalars[Id]);
    EXPECT_EQ(Scalars[Id]->getPointerDepth(), 0u);
  }
}

TEST(TypeTest, PointerTypesAreInternedAndNumberedByDepth) {
  for (const Type *Scalar :
       {Type::getInt(), Type::getBool(), Type::getFloat(), Type::getChar()}) {
    const Type *T = Scalar;
    for (unsigned Depth = 1; Depth != 40; ++Depth) {
      const Type *P = Type::getPointerTo(T);
      EXPECT_EQ(P, Type::getPointerTo(T));
      EXPECT_EQ(P->getPointee(), T);
      EXPECT_EQ(P->getId(), T->getId() + Type::NumPointeeScalars);
      EXPECT_EQ(Type::fromId(P->getId()), P);
      EXPECT_EQ(P->getPointerDepth(), Depth);
      T = P;
    }
  }
}

TEST(TypeTest, IntegerWidthsAndBrilTypes) {
  EXPECT_EQ(Type::getIntegerOfBits(32), Type::getI32());
  EXPECT_EQ(Type::getIntegerOfBits(1), Type::getBool());
  EXPECT_EQ(Type::getIntegerOfBits(128), nullptr);
  EXPECT_EQ(Type::getI16()->getBits(), 16u);
  EXPECT_EQ(Type::getF32()->getBits(), 32u);
  EXPECT_TRUE(Type::getI8()->isInteger());
  EXPECT_FALSE(Type::getBool()->isInteger());
  EXPECT_TRUE(Type::getF32()->isFloatingPoint());
  EXPECT_EQ(Type::lookupScalar("i32"), Type::getI32());
  EXPECT_TRUE(Type::getPointerTo(Type::getChar())->isBrilType());
  EXPECT_FALSE(Type::getPointerTo(Type::getI8())->isBrilType());
  EXPECT_FALSE(Type::getOpaquePointer()->isBrilType());
  EXPECT_TRUE(Type::getOpaquePointer()->isPointer());
  EXPECT_EQ(Type::getOpaquePointer()->getPointee(), nullptr);
  EXPECT_EQ(Type::lookupScalar("ptr"), Type::getOpaquePointer());
  EXPECT_EQ(Type::getI16()->getStoreSize(), 2u);
  EXPECT_EQ(Type::getPointerTo(Type::getBool())->getStoreSize(), 8u);
}

TEST(TypeTest, DeepestPointerTypeHasTheLastNumber) {
  const Type *T = Type::getOpaquePointer();
  for (unsigned Depth = 0; Depth != Type::MaxPointerDepth; ++Depth)
    T = Type::getPointerTo(T);
  EXPECT_EQ(T->getId(), Type::MaxTypes - 1);
  EXPECT_EQ(T->getName().size(),
            Type::MaxPointerDepth * 5 + std::string("ptr").size());
}

// The TAC parser reads functions on several threads; each must get the one
// interned type.
TEST(TypeTest, ThreadsCreatingOneTypeGetTheSameObject) {
  const Type *T = Type::getFloat();
  for (unsigned Depth = 0; Depth != 100; ++Depth)
    T = Type::getPointerTo(T); // ptr^100<float>, before any thread
  std::vector<const Type *> Seen(4);
  std::vector<std::thread> Threads;
  for (unsigned K = 0; K != Seen.size(); ++K)
    Threads.emplace_back([&Seen, K, T] { Seen[K] = Type::getPointerTo(T); });
  for (std::thread &Th : Threads)
    Th.join();
  for (const Type *S : Seen)
    EXPECT_EQ(S, Seen.front());
  EXPECT_EQ(Seen.front()->getPointee(), T);
}

} // namespace
