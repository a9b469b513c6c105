#include "report/provenance.hpp"

#include <yaml-cpp/yaml.h>

#include <nlohmann/json.hpp>

#include "report/html.hpp"
#include "run/files.hpp"

namespace nqga {

namespace fs = std::filesystem;

namespace {

// The manifest's value of `key` as text; "not recorded" when absent.
std::string field(const nlohmann::json& manifest, const char* key) {
  if (!manifest.is_object() || !manifest.contains(key)) return "not recorded";
  const auto& value = manifest[key];
  return value.is_string() ? value.get<std::string>() : value.dump();
}

// config.yaml's top-level value of `key` as text; "not recorded" when absent.
std::string config_field(const YAML::Node& config, const char* key) {
  return config.IsMap() && config[key] && config[key].IsScalar() ? config[key].as<std::string>()
                                                                 : "not recorded";
}

YAML::Node config_of(const fs::path& dir) {
  try {
    return fs::exists(dir / "config.yaml") ? YAML::LoadFile((dir / "config.yaml").string())
                                           : YAML::Node();
  } catch (const YAML::Exception&) {
    return YAML::Node();  // the page still shows the text, as it is
  }
}

std::string fact(const std::string& term, const std::string& value) {
  return "<dt>" + html_escape(term) + "</dt><dd>" + html_escape(value) + "</dd>\n";
}

}  // namespace

std::string experiment_name(const fs::path& dir) {
  const std::string name = config_field(config_of(dir), "experiment");
  if (name != "not recorded") return name;
  const fs::path path = dir.lexically_normal();
  return (path.has_filename() ? path : path.parent_path()).filename().string();
}

std::string provenance_section(const fs::path& dir) {
  const fs::path manifest_file = dir / "manifest.json";
  const nlohmann::json manifest =
      fs::exists(manifest_file) ? nlohmann::json::parse(read_text(manifest_file), nullptr, false)
                                : nlohmann::json();
  const YAML::Node config = config_of(dir);
  const std::string dirty = field(manifest, "git_dirty") == "true" ? " (with local changes)" : "";
  std::string html = "<section id=\"provenance\"><h2>Provenance</h2>\n<dl class=\"facts\">\n";
  html += fact("nqga", field(manifest, "nqga_version") + ", commit " +
                           field(manifest, "git_commit") + dirty);
  html += fact("program", field(manifest, "program"));
  html += fact("host", field(manifest, "host") + ", " + field(manifest, "threads") + " threads");
  html += fact("processor", field(manifest, "processor") + "; widest exact-search kernel: " +
                                field(manifest, "widest_kernel"));
  html += fact("compiler", field(manifest, "compiler"));
  html += fact("run", field(manifest, "started") + " to " + field(manifest, "finished") + " (" +
                          field(manifest, "status") + ")");
  html += fact("jobs", field(manifest, "jobs_done") + " of " + field(manifest, "jobs_total") +
                           ", shard " + field(manifest, "shard"));
  html += fact("seeds", config_field(config, "seeds") + " per point from base seed " +
                            config_field(config, "seed") + ", seeding " +
                            config_field(config, "seeding"));
  html += fact("command", field(manifest, "command"));
  html += "</dl>\n";
  if (fs::exists(dir / "config.yaml")) {
    html +=
        "<details><summary>config.yaml (the resolved config: <code>nqga run "
        "config.yaml</code> runs it again)</summary><pre>" +
        html_escape(read_text(dir / "config.yaml")) + "</pre></details>\n";
  }
  return html + "</section>\n";
}

}  // namespace nqga
