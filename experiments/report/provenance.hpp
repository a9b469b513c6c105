// "Provenance": what made the run directory and how, from its manifest.json (nqga version and
// commit, the program's identity, host, processor and widest search kernel, compiler, dates,
// jobs) and its config.yaml (seeds and seeding), with the resolved config.yaml itself, which
// `nqga run` runs again as it is. A manifest of an older nqga lacks some fields: they read
// "not recorded".
#pragma once

#include <filesystem>
#include <string>

namespace nqga {

std::string provenance_section(const std::filesystem::path& dir);

// The experiment's name (config.yaml's `experiment`), else the directory's own name.
std::string experiment_name(const std::filesystem::path& dir);

}  // namespace nqga
