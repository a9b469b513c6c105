#include "run_result.hpp"

#include <array>
#include <utility>

namespace nqga {

namespace {

constexpr std::array<std::pair<StopReason, std::string_view>, 8> kWords{{
    {StopReason::kSolved, "solved"},
    {StopReason::kMaxGenerations, "max_generations"},
    {StopReason::kMaxEvaluations, "max_evaluations"},
    {StopReason::kTimeLimit, "time_limit"},
    {StopReason::kStagnation, "stagnation"},
    {StopReason::kExhausted, "exhausted"},
    {StopReason::kObserver, "observer"},
    {StopReason::kInterrupted, "interrupted"},
}};

}  // namespace

std::string_view to_string(StopReason reason) {
  for (const auto& [known, word] : kWords) {
    if (known == reason) return word;
  }
  return "unknown";
}

std::optional<StopReason> stop_reason_named(std::string_view word) {
  for (const auto& [reason, known] : kWords) {
    if (known == word) return reason;
  }
  return std::nullopt;
}

}  // namespace nqga
