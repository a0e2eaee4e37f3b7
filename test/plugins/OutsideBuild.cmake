# The plugin-outside-build test (cmake -P): configures and builds the
# count-ops example as a project of its own against an mopt build tree
# (find_package(MOpt) + mopt_add_plugin), in a fresh WORK_DIR, then runs
# `mopt -load-pass-plugin=<it> -passes=lower,count-ops INPUT` and checks its
# standard error against the SUM lines of CHECK_FILE with FileCheck.

function(run_step what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc
    OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${what} failed (${rc}):\n${out}")
  endif()
endfunction()

file(REMOVE_RECURSE ${WORK_DIR})
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
