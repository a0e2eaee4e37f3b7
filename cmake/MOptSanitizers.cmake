# Sanitizer and fuzzing builds (docs/RELIABILITY.md).
#
#   -DMOPT_SANITIZE=address,undefined   every target of the project, mopt,
#                                       its plugins and the tests, compiled
#                                       and linked with those sanitizers;
#                                       any report ends the process
#                                       (scripts/test-sanitizers.sh)
#   -DMOPT_FUZZ=ON                      with clang: the project instrumented
#                                       for libFuzzer (plus ASan and UBSan),
#                                       and the fuzz targets of fuzz/ built
#                                       as fuzzers (fuzz/run.sh)
#
# Included by the top-level CMakeLists.txt before any target is defined, so
# that the flags reach every target, and plugins dlopened by a sanitized
# mopt are sanitized too. Outside projects (find_package(MOpt)) are not
# affected: an unsanitized plugin loads into a sanitized mopt.

set(MOPT_SANITIZE "" CACHE STRING
    "Sanitizers for every target, e.g. address,undefined (empty: none)")
option(MOPT_FUZZ "Build the fuzz targets of fuzz/ with libFuzzer (clang)" OFF)

if(MOPT_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "MOPT_FUZZ needs clang (libFuzzer): configure with "
                        "-DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++")
  endif()
  if(NOT MOPT_SANITIZE)
    set(MOPT_SANITIZE address,undefined)
  endif()
  # Coverage instrumentation everywhere; only the fuzz targets link
  # libFuzzer's main (fuzz/CMakeLists.txt).
  set(_mopt_fuzz_flag ,fuzzer-no-link)
endif()

if(MOPT_SANITIZE)
  message(STATUS "mopt: sanitizers ${MOPT_SANITIZE}${_mopt_fuzz_flag}")
  add_compile_options(-fsanitize=${MOPT_SANITIZE}${_mopt_fuzz_flag}
    -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=${MOPT_SANITIZE}${_mopt_fuzz_flag})
  # ctest reads this before running tests: a report aborts the process
  # (a signal, which lit's `not` and the test scripts count as a failure,
  # where exit status 1 would pass for an expected error), leaks are
  # reports, and stacks are printed. Options in the environment come after
  # these defaults, so they win.
  set(_mopt_env ${PROJECT_BINARY_DIR}/SanitizerOptions.cmake)
  file(WRITE ${_mopt_env}
    "set(ENV{ASAN_OPTIONS} \"abort_on_error=1:detect_leaks=1:\$ENV{ASAN_OPTIONS}\")\n"
    "set(ENV{UBSAN_OPTIONS} \"abort_on_error=1:halt_on_error=1:print_stacktrace=1:\$ENV{UBSAN_OPTIONS}\")\n")
  set_property(DIRECTORY ${PROJECT_SOURCE_DIR} APPEND PROPERTY
    TEST_INCLUDE_FILES ${_mopt_env})
endif()

# mopt_no_sanitize(TARGET): compiles TARGET without sanitizers, for code that
# crashes on purpose (the test plugins of mopt's crash handler), so that the
# crash reaches mopt's handler instead of a sanitizer's report.
function(mopt_no_sanitize target)
  if(MOPT_SANITIZE)
    target_compile_options(${target} PRIVATE -fno-sanitize=all)
  endif()
endfunction()
