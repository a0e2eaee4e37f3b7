# mopt_add_plugin(NAME SOURCES...): a pass plugin, built as
# ${PROJECT_BINARY_DIR}/plugins/NAME.so, that links the one core library
# mopt links. One definition serves mopt's own example plugins (through
# MOptFunctions.cmake) and outside projects (through the MOpt package:
# find_package(MOpt) includes this file). Name a plugin anything but
# mopt-*: those are the shipped families that mopt loads without being
# asked. A plugin binds to the Abseil code of the program that loads it
# (mopt links Abseil in), so it links no Abseil library of its own. See
# docs/WritingAPass.md.
function(mopt_add_plugin name)
  add_library(${name} MODULE ${ARGN})
  set_target_properties(${name} PROPERTIES PREFIX ""
    LIBRARY_OUTPUT_DIRECTORY ${PROJECT_BINARY_DIR}/plugins
    MOPT_ABSEIL_FROM_PROGRAM ON)
  target_link_libraries(${name} PRIVATE MOpt::MOptCore)
endfunction()
