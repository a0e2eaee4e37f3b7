# Writes the manifest of the shipped plugins, mopt-plugins.txt, from the
# pass tables (the .def files of passes/include/mopt/Passes): one line per
# plugin, its file name and then every name its table registers (passes,
# analyses, aliases), separated by spaces. mopt reads it to load only the
# plugins a pipeline names (core/lib/Pass/Plugin.cpp).
#   cmake -DOUTPUT=FILE -DPLUGINS=NAME.so=TABLE.def;... -P this file
# A row's name is the first argument of its macro, a string literal.
set(text "# Generated from the pass tables: do not edit.\n")
foreach(entry ${PLUGINS})
  string(REPLACE "=" ";" pair "${entry}")
  list(GET pair 0 plugin)
  list(GET pair 1 table)
  file(READ ${table} rows)
  string(REGEX MATCHALL "MOPT_[A-Z_]+\\([ \t\r\n]*\"[^\"]+\"" calls "${rows}")
  set(line ${plugin})
  foreach(call ${calls})
    string(REGEX REPLACE ".*\"([^\"]+)\"$" "\\1" name "${call}")
    string(APPEND line " ${name}")
  endforeach()
  string(APPEND text "${line}\n")
endforeach()
file(WRITE ${OUTPUT} "${text}")
