// plot_scripts_dir, missing_plot_script (plot_scripts.hpp).
#include "figures/plot_scripts.hpp"

#include <algorithm>
#include <cstdlib>
#include <system_error>

namespace nqga {

namespace fs = std::filesystem;

namespace {

fs::path running_executable() {
  std::error_code error;
  const fs::path exe = fs::read_symlink("/proc/self/exe", error);
  return error ? fs::path() : exe;
}

// Whether PATH lies inside FOLDER (both made canonical as far as they exist).
bool inside(const fs::path& path, const fs::path& folder) {
  std::error_code path_error, folder_error;
  const fs::path p = fs::weakly_canonical(path, path_error);
  const fs::path f = fs::weakly_canonical(folder, folder_error);
  if (path_error || folder_error) return false;
  return std::mismatch(f.begin(), f.end(), p.begin(), p.end()).first == f.end();
}

}  // namespace

fs::path plot_scripts_dir() {
  if (const char* chosen = std::getenv("NQGA_PLOTS_DIR")) return chosen;
  const fs::path configured = NQGA_INSTALLED_PLOTS_DIR;
  const fs::path exe = running_executable();
  if (exe.empty()) return configured;
  // NQGA_PLOTS_FROM_BIN: the installed scripts' path relative to the installed bin folder.
  const fs::path beside = (exe.parent_path() / NQGA_PLOTS_FROM_BIN).lexically_normal();
  if (fs::exists(beside / "style.gp")) return beside;
  if (inside(exe, NQGA_BUILD_DIR)) return NQGA_SOURCE_PLOTS_DIR;
  return fs::exists(configured / "style.gp") ? configured : beside;
}

std::string missing_plot_script(const fs::path& dir, const std::string& script) {
  if (fs::exists(dir / script)) return "";
  return "plot scripts not found in " + dir.string() + " (no " + script +
         "); set NQGA_PLOTS_DIR to the folder that holds them (share/nqga/plots under the"
         " prefix nqga was installed to)";
}

}  // namespace nqga
