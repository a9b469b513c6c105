#include "run/shard.hpp"

#include <algorithm>
#include <cstdlib>
#include <numeric>
#include <stdexcept>

#include "config/config.hpp"

namespace nqga {

namespace {

// A whole number of `text`, else ConfigError naming `source`.
int whole_number(const std::string& text, const std::string& source) {
  try {
    std::size_t used = 0;
    const int value = std::stoi(text, &used);
    if (used == text.size()) return value;
  } catch (const std::logic_error&) {
  }
  throw ConfigError(source + ": expected I/K with whole numbers, e.g. --shard 0/4");
}

Shard checked(Shard shard, const std::string& index, const std::string& count,
              const std::string& source) {
  if (shard.count < 1 || shard.index < 0 || shard.index >= shard.count) {
    throw ConfigError(source + ": shard I/K needs 0 <= I < K, got " + index + "/" + count);
  }
  return shard;
}

// The shard of a set of variables: (index - first) / step of count.
Shard from_variables(const ShardVariables& v, const char* index, const char* count) {
  const char* first = v.first ? std::getenv(v.first) : nullptr;
  const char* step = v.step ? std::getenv(v.step) : nullptr;
  std::string source = std::string(v.index) + "=" + index + ", " + v.count + "=" + count;
  if (first) source += std::string(", ") + v.first + "=" + first;
  if (step) source += std::string(", ") + v.step + "=" + step;
  const int offset = first ? whole_number(first, source) : 0;
  const int stride = step ? whole_number(step, source) : 1;
  const int from_first = whole_number(index, source) - offset;
  if (stride < 1 || from_first % stride != 0) {
    throw ConfigError(source + ": the task is not first + a multiple of the step");
  }
  const Shard shard{from_first / stride, whole_number(count, source)};
  return checked(shard, std::to_string(shard.index), count, source);
}

}  // namespace

Shard shard_from(const std::string& text, const ShardVariables* environment) {
  if (!text.empty()) {
    const auto slash = text.find('/');
    if (slash == std::string::npos)
      throw ConfigError("--shard " + text + ": expected I/K, e.g. --shard 0/4");
    const std::string index = text.substr(0, slash), count = text.substr(slash + 1),
                      source = "--shard " + text;
    return checked({whole_number(index, source), whole_number(count, source)}, index, count,
                   source);
  }
  for (const ShardVariables* v = environment; v->index; ++v) {
    const char* index = std::getenv(v->index);
    const char* count = std::getenv(v->count);
    if (index && count) return from_variables(*v, index, count);
    if (index) {  // alone, it would make every task run every job
      throw ConfigError(std::string(v->index) + "=" + index + " is set, but " + v->count +
                        " is not: each task would run every job; set " + v->count +
                        " to the number of tasks, or give --shard I/K");
    }
  }
  return {};
}

const ShardVariables kShardEnvironment[] = {{"SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_COUNT",
                                             "SLURM_ARRAY_TASK_MIN", "SLURM_ARRAY_TASK_STEP"},
                                            {"OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE"},
                                            {nullptr, nullptr}};

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
