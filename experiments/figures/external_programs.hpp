// The run-time programs nqga calls (gnuplot, Graphviz's dot, rsvg-convert): whether one is
// installed, so that a missing one is named with its package, and quoting for the shell.
#pragma once

#include <string>

namespace nqga {

// Whether `program` is an executable in a folder of PATH.
bool on_path(const std::string& program);
// `text` as one word for /bin/sh (single quotes).
std::string shell_quoted(const std::string& text);

}  // namespace nqga
