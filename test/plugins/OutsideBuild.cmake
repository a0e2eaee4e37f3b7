# The plugin-outside-build test (cmake -P): configures and builds the
# count-ops example as a project of its own against an mopt build tree
# (find_package(MOpt) + mopt_add_plugin), in a fresh WORK_DIR, then runs
# `mopt -load-pass-plugin=<it> -passes=lower,count-ops INPUT` and checks its
# standard error against the SUM lines of CHECK_FILE with FileCheck.
#
# The install-outside-plugin test: with INSTALL_PREFIX set, it first
# installs the build tree BUILD_DIR into that fresh prefix
# (`cmake --install`) and then builds against the installed package
# (MOpt_DIR=<prefix>/lib/cmake/MOpt) and runs the installed <prefix>/bin/mopt.
# It checks that the installed mopt, its libraries and the shipped plugins
# it loads all come from the prefix, not from the build tree.

function(run_step what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc
    OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${what} failed (${rc}):\n${out}")
  endif()
endfunction()

# Fails unless every line of `ldd FILE` that names an mopt library finds it
# under INSTALL_PREFIX.
function(check_libraries_installed file)
  execute_process(COMMAND ldd ${file} OUTPUT_VARIABLE libs
    RESULT_VARIABLE rc)
  string(REGEX MATCHALL "libMOpt[A-Za-z]*\\.so => [^ ]*" found "${libs}")
  if(NOT rc EQUAL 0 OR NOT found)
    message(FATAL_ERROR "ldd ${file} finds no mopt library:\n${libs}")
  endif()
  foreach(lib ${found})
    string(FIND "${lib}" " => ${INSTALL_PREFIX}/" at)
    if(at EQUAL -1)
      message(FATAL_ERROR "${file} loads ${lib}, not from ${INSTALL_PREFIX}")
    endif()
  endforeach()
endfunction()

file(REMOVE_RECURSE ${WORK_DIR})
if(DEFINED INSTALL_PREFIX)
  file(REMOVE_RECURSE ${INSTALL_PREFIX})
  run_step("installing mopt"
    ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${INSTALL_PREFIX})
  set(MOPT_DIR ${INSTALL_PREFIX}/lib/cmake/MOpt)
  set(MOPT ${INSTALL_PREFIX}/bin/mopt)
  check_libraries_installed(${MOPT})
  # The shipped plugins (none when they are linked into mopt), found by
  # mopt beside itself.
  file(GLOB shipped ${INSTALL_PREFIX}/lib/mopt/plugins/mopt-*.so)
  foreach(plugin ${shipped})
    check_libraries_installed(${plugin})
  endforeach()
  execute_process(COMMAND ${MOPT} -print-passes OUTPUT_VARIABLE passes
    RESULT_VARIABLE rc)
  string(FIND "${passes}" "${INSTALL_PREFIX}/lib/mopt/plugins/mopt-lower.so:"
    at)
  if(NOT rc EQUAL 0 OR (shipped AND at EQUAL -1))
    message(FATAL_ERROR "the installed mopt does not load the shipped "
      "plugins of ${INSTALL_PREFIX}/lib/mopt/plugins:\n${passes}")
  endif()
endif()
run_step("configuring count-ops"
  ${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${WORK_DIR} -G ${GENERATOR}
    -DCMAKE_MAKE_PROGRAM=${MAKE_PROGRAM}
    -DCMAKE_CXX_COMPILER=${CXX_COMPILER} -DCMAKE_BUILD_TYPE=${BUILD_TYPE}
    -DMOpt_DIR=${MOPT_DIR})
run_step("building count-ops" ${CMAKE_COMMAND} --build ${WORK_DIR})

set(plugin ${WORK_DIR}/plugins/CountOps.so)
execute_process(
  COMMAND ${MOPT} -load-pass-plugin=${plugin} -passes=lower,count-ops
    ${INPUT}
  RESULT_VARIABLE rc OUTPUT_VARIABLE module ERROR_FILE ${WORK_DIR}/stderr.txt)
file(READ ${WORK_DIR}/stderr.txt counts)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "mopt with ${plugin} failed (${rc}):\n${counts}")
endif()
run_step("checking the counts"
  ${FILECHECK} --match-full-lines --check-prefix=SUM ${CHECK_FILE}
    --input-file=${WORK_DIR}/stderr.txt)
message(STATUS "${plugin} loaded and ran:\n${counts}")
