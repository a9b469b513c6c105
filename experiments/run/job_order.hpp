// The order a sweep's jobs run in; no result depends on it (each job has its own seed).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace nqga {

struct Job;  // run/sweep.hpp

// Seed-major, the default: every point's replicate 0, then every point's replicate 1, and so
// on, so that a sweep cut short (an interrupt, a time box, a killed shard) holds about as many
// runs of every point and can compare them. Point-major: by job id, a point's replicates
// together.
enum class JobOrder { kSeedMajor, kPointMajor };

// The order named "seed" or "point", or none.
std::optional<JobOrder> job_order_named(std::string_view name);
// What a name other than those is told.
inline constexpr const char* kJobOrderNames =
    "seed (every point's first seed, then every "
    "point's second, ...) or point (a point's seeds "
    "together)";

// Sorts `todo` into `order`.
void order_jobs(std::vector<const Job*>& todo, JobOrder order);

}  // namespace nqga
