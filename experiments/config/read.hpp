// Reading settings: a config file's YAML and `key=value` overrides into a config's settings, each
// value parsed and checked against its key's declaration, every problem located.
#pragma once

#include <string>
#include <string_view>

#include "config/config.hpp"

namespace nqga {

// Throws ConfigError "where: path: problem" (the path left out when empty).
[[noreturn]] void fail(const Location& where, std::string_view path, const std::string& problem);

// Reads the YAML `text` of `file` into `config.settings`: unknown keys, keys given twice, values
// of the wrong kind or out of range are refused with their line and column.
void read_settings(const std::string& file, const std::string& text, ExperimentConfig& config);

// Refuses the override at `where` of `path` when `earlier`, where the key got its value so far, is
// an override too: an override replaces what the file says, never another override.
void refuse_second_override(const Location& earlier, const std::string& path,
                            const Location& where);

// Applies one "key=value" or "key=[a,b]" override to `config.settings`; a key given by an earlier
// override is refused (refuse_second_override).
void apply_override(const std::string& text, ExperimentConfig& config);

}  // namespace nqga
