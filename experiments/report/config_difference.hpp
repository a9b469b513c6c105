// The difference between two run directories' config.yaml, key by key (dotted paths, lists and
// scalars as YAML writes them), for a report against a baseline: what changed between the runs.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace nqga {

struct KeyDifference {
  std::string key;            // "ga.selection.method"
  std::string before, after;  // "" where the key is absent
};

// The keys whose values differ between the YAML texts `before` and `after`, in sorted order;
// maps are walked, every other node compared as its flow-style text. Throws std::runtime_error
// for a text that is not YAML. O(keys log keys).
std::vector<KeyDifference> config_difference(const std::string& before, const std::string& after);

// config_difference of OLD/config.yaml and DIR/config.yaml; a missing file counts as empty, an
// unreadable one as a single difference named "config.yaml".
std::vector<KeyDifference> directory_config_difference(const std::filesystem::path& old,
                                                       const std::filesystem::path& dir);

}  // namespace nqga
