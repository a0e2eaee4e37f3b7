# The plugin-outside-build test (cmake -P): configures and builds the
# count-ops example as a project of its own against an mopt build tree
# (find_package(MOpt) + mopt_add_plugin), in a fresh WORK_DIR, then runs
# `mopt -load-pass-plugin=<it> -passes=lower,count-ops INPUT` and checks its
# standard error against the SUM lines of CHECK_FILE with FileCheck.
#
# The install-outside-plugin test: with INSTALL_PREFIX set, it first
# installs the build tree BUILD_DIR into that fresh prefix
# (`cmake --install`) and checks that the installed mopt, its libraries and
# the shipped plugins it loads all come from the prefix, not from the build
# tree. Then it builds both example plugins from their installed sources,
# <prefix>/share/mopt/examples/count-ops and .../dce, against the installed
# package (MOpt_DIR=<prefix>/lib/cmake/MOpt), and runs each in the
# installed <prefix>/bin/mopt, as it runs the copies the package installed
# ready-built in <prefix>/lib/mopt/plugins: count-ops as above, trivial-dce
# with `-passes=lower,trivial-dce DCE_INPUT`, its output checked against
# the CHECK lines of DCE_INPUT.

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

# Configures and builds the plugin project in folder source, in the fresh
# folder work.
function(build_example what source work)
  run_step("configuring ${what}"
    ${CMAKE_COMMAND} -S ${source} -B ${work} -G ${GENERATOR}
      -DCMAKE_MAKE_PROGRAM=${MAKE_PROGRAM}
      -DCMAKE_CXX_COMPILER=${CXX_COMPILER} -DCMAKE_BUILD_TYPE=${BUILD_TYPE}
      -DMOpt_DIR=${MOPT_DIR})
  run_step("building ${what}" ${CMAKE_COMMAND} --build ${work})
endfunction()

# Runs `mopt -load-pass-plugin=PLUGIN -passes=PASSES INPUT` and checks what
# it writes to STREAM (stdout or stderr) with FileCheck's PREFIX lines of
# CHECK.
function(run_plugin plugin passes input stream check prefix)
  get_filename_component(name ${plugin} NAME_WE)
  string(MD5 tag "${plugin}")
  set(out ${WORK_DIR}/${name}-${tag}.txt)
  if(stream STREQUAL "stdout")
    set(redirect OUTPUT_FILE ${out} ERROR_VARIABLE other)
  else()
    set(redirect ERROR_FILE ${out} OUTPUT_VARIABLE other)
  endif()
  execute_process(
    COMMAND ${MOPT} -load-pass-plugin=${plugin} -passes=${passes} ${input}
    RESULT_VARIABLE rc ${redirect})
  file(READ ${out} text)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "mopt with ${plugin} failed (${rc}):\n${text}${other}")
  endif()
  run_step("checking what ${plugin} did"
    ${FILECHECK} --match-full-lines --check-prefix=${prefix} ${check}
      --input-file=${out})
  message(STATUS "${plugin} loaded and ran:\n${text}")
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
file(MAKE_DIRECTORY ${WORK_DIR})
if(NOT DEFINED INSTALL_PREFIX)
  build_example(count-ops ${SOURCE_DIR} ${WORK_DIR}/count-ops)
  run_plugin(${WORK_DIR}/count-ops/plugins/CountOps.so lower,count-ops
    ${INPUT} stderr ${CHECK_FILE} SUM)
  return()
endif()
set(examples ${INSTALL_PREFIX}/share/mopt/examples)
set(installed ${INSTALL_PREFIX}/lib/mopt/plugins)
build_example(count-ops ${examples}/count-ops ${WORK_DIR}/count-ops)
build_example(dce ${examples}/dce ${WORK_DIR}/dce)
foreach(plugin ${WORK_DIR}/count-ops/plugins/CountOps.so
    ${installed}/CountOps.so)
  run_plugin(${plugin} lower,count-ops ${INPUT} stderr ${CHECK_FILE} SUM)
endforeach()
foreach(plugin ${WORK_DIR}/dce/plugins/DCE.so ${installed}/DCE.so)
  run_plugin(${plugin} lower,trivial-dce ${DCE_INPUT} stdout ${DCE_INPUT}
    CHECK)
endforeach()
check_libraries_installed(${installed}/CountOps.so)
check_libraries_installed(${installed}/DCE.so)
