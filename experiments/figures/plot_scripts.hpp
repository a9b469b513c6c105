// Where the gnuplot scripts of plots/ are at run time, so that an installed or relocated nqga
// draws without its source tree.
#pragma once

#include <filesystem>
#include <string>

namespace nqga {

// NQGA_PLOTS_DIR when set; else share/nqga/plots under the prefix the executable runs from (an
// installed nqga, wherever its prefix was copied); else, for an executable inside the build tree,
// the source tree's plots/; else the folder the package was configured to install them into (a
// user's program linked against an installed nqga).
std::filesystem::path plot_scripts_dir();

// Empty when DIR holds SCRIPT; else the message that says so and how to point at the scripts.
std::string missing_plot_script(const std::filesystem::path& dir, const std::string& script);

}  // namespace nqga
