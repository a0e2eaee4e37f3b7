# Every dependency comes from a Debian package (see README.md).
find_package(LLVM 14 REQUIRED CONFIG)
find_package(absl REQUIRED CONFIG)
find_package(Threads REQUIRED)

message(STATUS "mopt: LLVM ${LLVM_PACKAGE_VERSION} from ${LLVM_DIR}")

# Only LLVM's ADT and Casting are used: mopt_llvm_adt carries their headers.
# The few out-of-line symbols they need come from LLVM's static support
# library, linked into the one core library (MOPT_LLVM_ARCHIVES), which
# exports them: mopt and every plugin use that one copy, and no process pays
# the relocations of the large dynamic libLLVM.
add_library(mopt_llvm_adt INTERFACE)
target_include_directories(mopt_llvm_adt SYSTEM INTERFACE ${LLVM_INCLUDE_DIRS})
# LLVM_DEFINITIONS is one string of -D flags; a target wants a list.
separate_arguments(_mopt_llvm_definitions NATIVE_COMMAND "${LLVM_DEFINITIONS}")
target_compile_definitions(mopt_llvm_adt INTERFACE ${_mopt_llvm_definitions})
set(MOPT_LLVM_ARCHIVES
  ${LLVM_LIBRARY_DIR}/libLLVMSupport.a ${LLVM_LIBRARY_DIR}/libLLVMDemangle.a
  tinfo)
