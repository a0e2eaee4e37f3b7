//===- LLVMFormatLibrary.cpp - What libMOptLLVMFormat.so exports ----------===//
//
// The module's one exported symbol: the reader (Reader/) and the writer
// (Writer/) that mopt's format table calls (mopt/Formats/LLVMFormatLibrary.h).
//
//===----------------------------------------------------------------------===//

#include "mopt/Formats/LLVMFormatLibrary.h"
#include "Reader/Translator.h"
#include "Writer/ModuleBuilder.h"

using namespace mopt;

extern "C" __attribute__((visibility("default"))) const LLVMFormatLibrary *
moptGetLLVMFormatLibrary() {
  static const LLVMFormatLibrary Library = {&llvmread::readLLVMModule,
                                            &llvmwrite::writeLLVMModule};
  return &Library;
}
