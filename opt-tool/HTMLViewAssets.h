//===- HTMLViewAssets.h - The style and script of the --html page -*- C++ -*-//
//
// The CSS and the JavaScript that HTMLViewPage.cpp inlines into every page,
// so that the page needs nothing from the network.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_OPTTOOL_HTMLVIEWASSETS_H
#define MOPT_OPTTOOL_HTMLVIEWASSETS_H

namespace mopt {

extern const char HTMLViewStyle[];
extern const char HTMLViewScript[];

} // namespace mopt

#endif
