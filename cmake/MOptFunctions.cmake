# Compiler options for the project's own code: warnings are errors here.
function(mopt_set_options target)
  target_compile_options(${target} PRIVATE
    -Wall -Wextra -Werror -Wno-unused-parameter)
endfunction()

# mopt_add_library(NAME [SHARED] SOURCES...): a project library whose public
# headers live in ./include.
function(mopt_add_library name)
  cmake_parse_arguments(ARG "SHARED" "" "" ${ARGN})
  if(ARG_SHARED)
    add_library(${name} SHARED ${ARG_UNPARSED_ARGUMENTS})
  else()
    add_library(${name} ${ARG_UNPARSED_ARGUMENTS})
  endif()
  target_include_directories(${name} PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>)
  mopt_set_options(${name})
endfunction()
