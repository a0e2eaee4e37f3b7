# The doc-examples test (cmake -P): builds MOptDocExamples in BUILD_DIR,
# which regenerates it from the pages when they changed, then runs PROGRAM.
# A failed build fails the test: an old program must not pass for new text.
execute_process(COMMAND ${CMAKE_COMMAND} --build ${BUILD_DIR}
    --target MOptDocExamples
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "building the manuals' examples failed:\n${out}")
endif()
execute_process(COMMAND ${PROGRAM} RESULT_VARIABLE rc
  OUTPUT_VARIABLE out ERROR_VARIABLE out)
message("${out}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the manuals' examples do not do what they say (${rc})")
endif()
