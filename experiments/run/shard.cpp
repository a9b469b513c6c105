#include "run/shard.hpp"

#include <cstdlib>
#include <stdexcept>

#include "config/config.hpp"

namespace nqga {

Shard shard_from(const std::string& text, const char* const* environment_pairs) {
  auto parse = [](const std::string& index_text, const std::string& count_text,
                  const std::string& source) {
    Shard shard;
    try {
      std::size_t used_index = 0, used_count = 0;
      shard.index = std::stoi(index_text, &used_index);
      shard.count = std::stoi(count_text, &used_count);
      if (used_index != index_text.size() || used_count != count_text.size())
        throw std::invalid_argument("");
    } catch (const std::logic_error&) {
      throw ConfigError(source + ": expected I/K with whole numbers, e.g. --shard 0/4");
    }
    if (shard.count < 1 || shard.index < 0 || shard.index >= shard.count) {
      throw ConfigError(source + ": shard I/K needs 0 <= I < K, got " + index_text + "/" +
                        count_text);
    }
    return shard;
  };
  if (!text.empty()) {
    const auto slash = text.find('/');
    if (slash == std::string::npos)
      throw ConfigError("--shard " + text + ": expected I/K, e.g. --shard 0/4");
    return parse(text.substr(0, slash), text.substr(slash + 1), "--shard " + text);
  }
  for (const char* const* pair = environment_pairs; pair[0]; pair += 2) {
    const char* index = std::getenv(pair[0]);
    const char* count = std::getenv(pair[1]);
    if (index && count) {
      return parse(index, count, std::string(pair[0]) + "=" + index + ", " + pair[1] + "=" + count);
    }
  }
  return {};
}

const char* const kShardEnvironment[] = {"SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_COUNT",
                                         "OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE", nullptr};

}  // namespace nqga
