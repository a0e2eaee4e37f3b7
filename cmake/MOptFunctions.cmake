# mopt_precompile_headers(TARGET): cmake/MOptPrecompiled.h, precompiled.
# Building one takes about two files' compiles, so the position-independent
# targets (the shared libraries, the pass families, the plugins) and the
# programs of several files share MOptCore's, compiled with the same flags;
# other targets of several files build their own, and single-file programs
# none. A target that sets DISABLE_PRECOMPILE_HEADERS before takes none.
function(mopt_precompile_headers target)
  get_target_property(disabled ${target} DISABLE_PRECOMPILE_HEADERS)
  if(disabled)
    return()
  endif()
  # gcc takes a precompiled header only where the same macros are defined:
  # not the NAME_EXPORTS that CMake defines for each shared library (which
  # no code reads).
  set_target_properties(${target} PROPERTIES DEFINE_SYMBOL "")
  get_target_property(type ${target} TYPE)
  get_target_property(pic ${target} POSITION_INDEPENDENT_CODE)
  get_target_property(sources ${target} SOURCES)
  list(LENGTH sources count)
  if(TARGET MOptCore AND NOT target STREQUAL "MOptCore" AND
     (type MATCHES "^(SHARED|MODULE)_LIBRARY$" OR pic))
    target_precompile_headers(${target} REUSE_FROM MOptCore)
  elseif(TARGET MOptCore AND type STREQUAL "EXECUTABLE" AND count GREATER 2)
    # Position-independent code links into a position-independent
    # executable as well, and then takes MOptCore's header: mopt's own
    # took 3.8 s to build, against 0.5 s to 4 s for each of its files.
    target_compile_options(${target} PRIVATE -fPIC)
    target_precompile_headers(${target} REUSE_FROM MOptCore)
  elseif(target STREQUAL "MOptCore" OR count GREATER 2)
    target_precompile_headers(${target} PRIVATE
      ${PROJECT_SOURCE_DIR}/cmake/MOptPrecompiled.h)
  endif()
endfunction()

# Compiler options for the project's own code: warnings are errors here,
# and the commonest headers come precompiled (cmake/MOptPrecompiled.h).
option(MOPT_PRECOMPILED_HEADERS
  "Parse the commonest headers once per target (cmake/MOptPrecompiled.h)" ON)
function(mopt_set_options target)
  target_compile_options(${target} PRIVATE
    -Wall -Wextra -Werror -Wno-unused-parameter)
  if(MOPT_PRECOMPILED_HEADERS)
    mopt_precompile_headers(${target})
  endif()
endfunction()

# mopt_add_library(NAME [SHARED|PIC] SOURCES...): a project library whose
# public headers live in ./include (installed into <prefix>/include): shared,
# or a static archive, of position-independent code with PIC.
function(mopt_add_library name)
  cmake_parse_arguments(ARG "SHARED;PIC" "" "" ${ARGN})
  if(ARG_SHARED)
    add_library(${name} SHARED ${ARG_UNPARSED_ARGUMENTS})
    # Abseil's code comes from the program (cmake/MOptDependencies.cmake).
    # The shared libraries share build/lib, as they share lib/ when
    # installed: a program's RUNPATH then names one folder, and the loader
    # searches one folder for each library it maps (about 0.1 ms of mopt's
    # start-up against one folder per library).
    set_target_properties(${name} PROPERTIES MOPT_ABSEIL_FROM_PROGRAM ON
      LIBRARY_OUTPUT_DIRECTORY ${PROJECT_BINARY_DIR}/lib)
  else()
    add_library(${name} STATIC ${ARG_UNPARSED_ARGUMENTS})
    set_target_properties(${name} PROPERTIES
      POSITION_INDEPENDENT_CODE ${ARG_PIC})
  endif()
  target_include_directories(${name} PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
  mopt_set_options(${name})
endfunction()

# mopt_add_pass_table(TARGET FAMILY): compiles into TARGET the registration
# of passes/include/mopt/Passes/FAMILY.def, the function
# mopt::registerFAMILYPasses(PassRegistry &), which declares the factories
# the rows name and registers every row (mopt/Passes/RegisterRows.inc).
function(mopt_add_pass_table target family)
  set(source ${CMAKE_CURRENT_BINARY_DIR}/Register${family}Passes.cpp)
  configure_file(${PROJECT_SOURCE_DIR}/cmake/RegisterPasses.cpp.in ${source}
    @ONLY)
  target_sources(${target} PRIVATE ${source})
endfunction()

# mopt_add_pass_family(FAMILY PLUGIN NAME FOLDERS FOLDER... [LINK LIBRARY...]):
# one pass family, a row each. Its passes are every .cpp file in the
# FOLDERS (a new pass is a new file there), registered from its table,
# passes/include/mopt/Passes/FAMILY.def: the object library MOptFAMILY,
# which uses the LIBRARIES, and its plugin NAME (mopt_add_shipped_plugin),
# or with MOPT_STATIC_PLUGINS, mopt, links.
function(mopt_add_pass_family family)
  cmake_parse_arguments(ARG "" "PLUGIN" "FOLDERS;LINK" ${ARGN})
  set(patterns ${ARG_FOLDERS})
  list(TRANSFORM patterns APPEND "/*.cpp")
  file(GLOB sources CONFIGURE_DEPENDS ${patterns})
  set(name MOpt${family})
  add_library(${name} OBJECT ${sources})
  mopt_add_pass_table(${name} ${family})
  set_target_properties(${name} PROPERTIES POSITION_INDEPENDENT_CODE ON)
  target_include_directories(${name} PUBLIC
    $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/passes/include>)
  target_link_libraries(${name} PUBLIC MOptCore ${ARG_LINK})
  mopt_set_options(${name})
  mopt_add_shipped_plugin(${ARG_PLUGIN} FAMILY ${family}
    LINK ${name} ${ARG_LINK})
endfunction()

# mopt_add_shipped_plugin(NAME FAMILY FAMILY LINK LIBRARIES...): the plugin
# of a pass family, built as build/plugins/NAME.so, whose file name starts
# with "mopt-" so that mopt loads it without being asked. Its entry point
# (cmake/PluginEntryPoint.cpp.in) registers the family's pass table,
# passes/include/mopt/Passes/FAMILY.def, through registerFAMILYPasses, which
# LIBRARIES define; mopt_write_plugin_manifest() lists the table's names.
# With MOPT_STATIC_PLUGINS mopt links LIBRARIES instead and calls
# registerFAMILYPasses at start-up.
function(mopt_add_shipped_plugin name)
  cmake_parse_arguments(ARG "" "FAMILY" "LINK" ${ARGN})
  set(family ${ARG_FAMILY})
  if(MOPT_STATIC_PLUGINS)
    # mopt links the families directly: an object library's objects reach
    # only the targets that link it directly.
    set_property(GLOBAL APPEND PROPERTY MOPT_STATIC_PLUGIN_TARGETS ${ARG_LINK})
    set_property(GLOBAL APPEND PROPERTY MOPT_STATIC_PLUGIN_CALLBACKS
      register${family}Passes)
    return()
  endif()
  string(REGEX REPLACE "^mopt-" "" plugin ${name})
  set(source ${CMAKE_CURRENT_BINARY_DIR}/${name}.cpp)
  configure_file(${PROJECT_SOURCE_DIR}/cmake/PluginEntryPoint.cpp.in ${source}
    @ONLY)
  add_library(${name} MODULE ${source})
  set_target_properties(${name} PROPERTIES PREFIX ""
    LIBRARY_OUTPUT_DIRECTORY ${PROJECT_BINARY_DIR}/plugins
    MOPT_ABSEIL_FROM_PROGRAM ON)
  target_link_libraries(${name} PRIVATE MOptCore ${ARG_LINK})
  set_property(GLOBAL APPEND PROPERTY MOPT_SHIPPED_PLUGINS ${name})
  set_property(GLOBAL APPEND PROPERTY MOPT_SHIPPED_PLUGIN_TABLES
    "${name}.so=${PROJECT_SOURCE_DIR}/passes/include/mopt/Passes/${family}.def")
  mopt_set_options(${name})
endfunction()

# mopt_write_plugin_manifest(): after the shipped plugins, builds
# build/plugins/mopt-plugins.txt, the names each one registers (see
# cmake/MOptPluginManifest.cmake), as the target mopt-plugin-manifest.
function(mopt_write_plugin_manifest)
  get_property(entries GLOBAL PROPERTY MOPT_SHIPPED_PLUGIN_TABLES)
  set(tables ${entries})
  list(TRANSFORM tables REPLACE "^[^=]*=" "")
  set(manifest ${PROJECT_BINARY_DIR}/plugins/mopt-plugins.txt)
  set(script ${PROJECT_SOURCE_DIR}/cmake/MOptPluginManifest.cmake)
  add_custom_command(OUTPUT ${manifest}
    COMMAND ${CMAKE_COMMAND} -DOUTPUT=${manifest} "-DPLUGINS=${entries}"
      -P ${script}
    DEPENDS ${tables} ${script}
    COMMENT "Writing the shipped plugins' manifest" VERBATIM)
  add_custom_target(mopt-plugin-manifest DEPENDS ${manifest})
endfunction()

# mopt_add_plugin(NAME SOURCES...), shared with the MOpt package.
include(${CMAKE_CURRENT_LIST_DIR}/MOptAddPlugin.cmake)
