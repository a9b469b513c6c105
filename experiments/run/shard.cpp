#include "run/shard.hpp"

#include <algorithm>
#include <cstdlib>
#include <numeric>
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

std::vector<int> balanced_owners(const std::vector<std::uint64_t>& costs, int shards) {
  std::vector<std::size_t> order(costs.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return costs[a] > costs[b]; });
  std::vector<std::uint64_t> load(static_cast<std::size_t>(std::max(shards, 1)));
  std::vector<int> owners(costs.size());
  for (const std::size_t item : order) {
    const auto least = std::min_element(load.begin(), load.end()) - load.begin();
    owners[item] = static_cast<int>(least);
    load[static_cast<std::size_t>(least)] += costs[item];
  }
  return owners;
}

}  // namespace nqga
