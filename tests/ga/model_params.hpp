// The parameters the model tests share.
#pragma once

#include <cstdint>
#include <string>

#include "params.hpp"

namespace nqga::testing {

// Three islands of 30 on the given topology and threads, migrating every 7 generations.
inline GaParams islands(const std::string& topology, std::int64_t threads) {
  GaParams params;
  params.population = 90;  // 3 islands of 30
  params.mutation = "conflict-swap";
  params.selection = {"tournament", {{"tournament_size", std::int64_t{3}}}};
  params.stop.max_generations = 200;
  params.model = {"islands",
                  {{"islands.count", std::int64_t{3}},
                   {"islands.topology", topology},
                   {"islands.migration.interval", std::int64_t{7}},
                   {"islands.threads", threads}}};
  return params;
}

}  // namespace nqga::testing
