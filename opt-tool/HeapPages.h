//===- HeapPages.h - Transparent huge pages for a large run's heap -*- C++ -*-//
//
// A large input makes mopt allocate hundreds of megabytes that it touches
// once: with 4 KiB pages the first touches cost a page fault and a page
// clear each (bench/README.md, "Figures behind choices in the code").
// glibc can back its heap with transparent huge pages, one fault per 2 MiB,
// but only when the environment says so before the program starts
// (GLIBC_TUNABLES=glibc.malloc.hugetlb=1). useHugePagesForHeap does the same
// from inside the running program, for the main heap, and, for such a
// run, gives back what a pass on a large function freed (HeapReleaser).
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_OPT_TOOL_HEAPPAGES_H
#define MOPT_OPT_TOOL_HEAPPAGES_H

#include "mopt/Pass/PassInstrumentation.h"

#include <cstddef>
#include <memory>

namespace mopt {

/// Grows malloc's main heap by about Bytes of address space (not memory:
/// pages are allocated as they are touched), advises transparent huge pages
/// for that range, and has malloc keep freed memory and serve blocks up to
/// 32 MiB from the heap, so that memory freed by one stage is reused by the
/// next instead of being returned and faulted in again. Does nothing where
/// glibc or madvise are not there; threads other than the first allocate
/// from arenas of their own, which this leaves as they are.
void useHugePagesForHeap(size_t Bytes);

/// An observer that, after each pass on a function of at least
/// LargeFunctionBlocks blocks, gives the heap memory freed so far back to
/// the system (glibc's malloc_trim). A pass frees its tables when it ends,
/// but their pages stay in the process, kept by the settings above, while
/// the IR the next pass makes goes to pages of its own (IRAllocator.h): the
/// peak would count both. A small function's tables are better kept for
/// the next function, which would otherwise fault the same pages in again.
/// The trims cost time: malloc_trim gives back each free 4 KiB page inside
/// the heap's huge pages, splitting them, so what the next pass takes back
/// faults in a 4 KiB page at a time (bench/README.md, "Figures behind
/// choices in the code"). Null where there is no malloc_trim.
std::unique_ptr<PassObserver> createHeapReleaser();

} // namespace mopt

#endif
