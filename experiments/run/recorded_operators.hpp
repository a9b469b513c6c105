// Operators and problem kinds a run directory records as written in Python
// (python_operators.json, which the Python module writes beside config.yaml: each one's family,
// name, declared parameters, and the function's module, qualified name and source hash). Any nqga
// can then read the directory: the names and keys of such operators load as a config's, so
// summaries, comparisons, figures and the report work; only running one of them needs the function
// again, and says which and how.
#pragma once

#include <filesystem>
#include <string>

namespace nqga {

// The file's name in a run directory.
inline constexpr const char* kRecordedOperatorsFile = "python_operators.json";

// Registers each piece that `dir`'s python_operators.json records and no registry knows, as an
// entry with its name and declared parameters that cannot run: making its operator (drawing its
// instance) throws std::invalid_argument naming the function and how to register it. Does nothing
// without the file; throws std::runtime_error naming the file for one that cannot be read.
void register_recorded_operators(const std::filesystem::path& dir);

// Whether `name` of `family` ("mutation", "crossover", "selection", "problem") is such a
// stand-in, which a piece written in Python may replace.
bool is_recorded_stand_in(const std::string& family, const std::string& name);

}  // namespace nqga
