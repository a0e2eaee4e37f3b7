# Compiler options for the project's own code: warnings are errors here.
function(mopt_set_options target)
  target_compile_options(${target} PRIVATE
    -Wall -Wextra -Werror -Wno-unused-parameter)
endfunction()

# mopt_add_library(NAME [SHARED] SOURCES...): a project library whose public
# headers live in ./include (installed into <prefix>/include).
function(mopt_add_library name)
  cmake_parse_arguments(ARG "SHARED" "" "" ${ARGN})
  if(ARG_SHARED)
    add_library(${name} SHARED ${ARG_UNPARSED_ARGUMENTS})
  else()
    add_library(${name} ${ARG_UNPARSED_ARGUMENTS})
  endif()
  target_include_directories(${name} PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
  mopt_set_options(${name})
endfunction()

# mopt_add_pass_family(NAME SOURCES...): the code of one pass family, as an
# object library that its plugin (or, with MOPT_STATIC_PLUGINS, mopt) links.
function(mopt_add_pass_family name)
  add_library(${name} OBJECT ${ARGN})
  set_target_properties(${name} PROPERTIES POSITION_INDEPENDENT_CODE ON)
  target_include_directories(${name} PUBLIC
    $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/passes/include>)
  target_link_libraries(${name} PUBLIC MOptCore)
  mopt_set_options(${name})
endfunction()

# mopt_add_shipped_plugin(NAME REGISTER FUNCTION SOURCES... LINK FAMILY...):
# a pass family's plugin, built as build/plugins/NAME.so, whose file name
# starts with "mopt-" so that mopt loads it without being asked. With
# MOPT_STATIC_PLUGINS it is compiled into mopt instead, and FUNCTION (the
# plugin's registration callback) is called at start-up.
function(mopt_add_shipped_plugin name)
  cmake_parse_arguments(ARG "" "REGISTER" "LINK" ${ARGN})
  if(MOPT_STATIC_PLUGINS)
    add_library(${name} OBJECT ${ARG_UNPARSED_ARGUMENTS})
    target_compile_definitions(${name} PRIVATE MOPT_STATIC_PLUGINS)
    target_link_libraries(${name} PUBLIC MOptCore ${ARG_LINK})
    # mopt links the families directly: an object library's objects reach
    # only the targets that link it directly, not through another object
    # library such as this one.
    set_property(GLOBAL APPEND PROPERTY MOPT_STATIC_PLUGIN_TARGETS ${name}
      ${ARG_LINK})
    set_property(GLOBAL APPEND PROPERTY MOPT_STATIC_PLUGIN_CALLBACKS
      ${ARG_REGISTER})
  else()
    add_library(${name} MODULE ${ARG_UNPARSED_ARGUMENTS})
    set_target_properties(${name} PROPERTIES PREFIX ""
      LIBRARY_OUTPUT_DIRECTORY ${PROJECT_BINARY_DIR}/plugins)
    target_link_libraries(${name} PRIVATE MOptCore ${ARG_LINK})
    set_property(GLOBAL APPEND PROPERTY MOPT_SHIPPED_PLUGINS ${name})
  endif()
  mopt_set_options(${name})
endfunction()

# mopt_add_plugin(NAME SOURCES...), shared with the MOpt package.
include(${CMAKE_CURRENT_LIST_DIR}/MOptAddPlugin.cmake)
