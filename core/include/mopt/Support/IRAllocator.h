//===- mopt/Support/IRAllocator.h - Memory for IR objects -------*- C++ -*-===//
//
// Every Value (instructions, blocks, variables, constants) takes its memory
// from here, through Value's operator new and delete, and so do the
// hung-off operand arrays of phis, calls, prints and returns (User.cpp).
// Objects up to a few hundred bytes are carved, in creation order, out of
// large chunks that each thread owns: the instructions a parser or pass
// creates one after another end up next to each other, so walking a
// block's list walks memory forwards, and an allocation costs a pointer
// bump. A thread's first chunk is 1 MiB of ordinary pages; later ones are
// 4 MiB advised to use transparent huge pages (Linux), one page fault per
// 2 MiB. Sizes are rounded to 8 bytes. Freed memory goes on a per-thread
// free list for its size class and is reused for the next object of that
// size or up to 32 bytes smaller; chunks are never returned to the system.
// Objects over 256 bytes (a hung-off array of eleven operands or more), and
// every object in builds with AddressSanitizer (which must see each
// allocation to catch use after free), use the global operator new.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_SUPPORT_IRALLOCATOR_H
#define MOPT_SUPPORT_IRALLOCATOR_H

#include <cstddef>

namespace mopt {

void *allocateIRObject(std::size_t Size);
/// Size must be the size passed when P was allocated.
void deallocateIRObject(void *P, std::size_t Size);
/// Orders the calling thread's freed memory by address, so that the
/// objects made next take it lowest address first, in the order they are
/// made, as fresh memory would be (a function read into the memory the last
/// one left then lies in the order it is read, and walks of it go forwards:
/// bench/README.md, "Figures behind choices in the code"). Linear in the
/// freed objects; does nothing when fewer than a few thousand were freed
/// since the last sort.
void sortFreedIRObjects();

} // namespace mopt

#endif
