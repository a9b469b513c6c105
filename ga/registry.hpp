// A registry of named pieces (operators, models, solvers): what a config name resolves to. The
// built-ins register through the same add() a user calls, so none is special. Entries keep their
// registration order (the order `nqga keys` lists them and the config schema adds their keys).
//
// Register before anything runs (in main, before nqga::cli_main or run_ga); lookups are
// thread-safe and return shared handles, so an entry stays alive for whoever holds it even if a
// later add() replaces its name.
#pragma once

#include <algorithm>
#include <functional>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "params.hpp"

namespace nqga {

// Where a family's parameters live: under one prefix shared by all its entries
// (ga.mutation.<param>, ga.<param>), or each under its entry's name (<solver>.<param>).
enum class ParamScope { kFamily, kEntry };

// The names of `entries` as "a, b, c", for messages.
template <typename Entry>
std::string joined_names(const std::vector<std::shared_ptr<const Entry>>& entries) {
  std::string text;
  for (const auto& entry : entries) text += (text.empty() ? "" : ", ") + entry->name;
  return text;
}

// Entry needs a `std::string name` and `std::vector<ParamSpec> params`.
template <typename Entry>
class Registry {
 public:
  // `family` names the kind of piece in messages ("selection", "solver").
  explicit Registry(std::string family, ParamScope scope = ParamScope::kFamily)
      : family_(std::move(family)), scope_(scope) {}

  // Adds `entry`; one of the same name is replaced in its place (a program may swap a built-in
  // for its own) and returned, else null. Throws std::invalid_argument for an empty name, for a
  // parameter that another entry of a kFamily registry declares differently (both would be one
  // config key), or for one the admission check refuses, naming both owners.
  std::shared_ptr<const Entry> add(Entry entry) {
    if (entry.name.empty()) throw std::invalid_argument("a " + family_ + " needs a name");
    if (admit_) admit_(entry);
    auto shared = std::make_shared<const Entry>(std::move(entry));
    std::lock_guard lock(mutex_);
    if (scope_ == ParamScope::kFamily) refuse_clashes(*shared);
    for (auto& known : entries_) {
      if (known->name == shared->name) return std::exchange(known, std::move(shared));
    }
    entries_.push_back(std::move(shared));
    return nullptr;
  }

  // A check of every entry added from now on, before it is added: it throws to refuse one (the
  // registries refuse keys that another kind of piece, or nqga, owns: key_claims.hpp). Set once,
  // after the built-ins, before anything else registers.
  void admit_with(std::function<void(const Entry&)> check) { admit_ = std::move(check); }

  // Removes the entry of `name`; returns whether there was one.
  bool remove(std::string_view name) {
    std::lock_guard lock(mutex_);
    return std::erase_if(entries_, [&](const auto& entry) { return entry->name == name; }) > 0;
  }

  // The entry of `name`, or null.
  std::shared_ptr<const Entry> find(std::string_view name) const {
    std::lock_guard lock(mutex_);
    const auto it = std::find_if(entries_.begin(), entries_.end(),
                                 [&](const auto& entry) { return entry->name == name; });
    return it == entries_.end() ? nullptr : *it;
  }

  // The entry of `name`; throws std::invalid_argument listing the registered names otherwise.
  std::shared_ptr<const Entry> at(std::string_view name) const {
    if (auto entry = find(name)) return entry;
    throw std::invalid_argument("unknown " + family_ + " '" + std::string(name) + "' (one of " +
                                joined_names(entries()) + ")");
  }

  std::vector<std::shared_ptr<const Entry>> entries() const {
    std::lock_guard lock(mutex_);
    return entries_;
  }

  std::vector<std::string> names() const {
    std::vector<std::string> names;
    for (const auto& entry : entries()) names.push_back(entry->name);
    return names;
  }

  const std::string& family() const { return family_; }

 private:
  // Throws when a parameter of `entry` is declared differently by another entry (mutex_ held).
  void refuse_clashes(const Entry& entry) const {
    for (const auto& known : entries_) {
      if (known->name == entry.name) continue;  // to be replaced
      for (const ParamSpec& param : entry.params) {
        for (const ParamSpec& other : known->params) {
          if (other.name != param.name || same_declaration(other, param)) continue;
          throw std::invalid_argument(family_ + " " + entry.name + " declares " + param.name +
                                      " differently from " + family_ + " " + known->name +
                                      "; give one of them another name");
        }
      }
    }
  }

  std::string family_;
  ParamScope scope_;
  std::function<void(const Entry&)> admit_;
  mutable std::mutex mutex_;
  std::vector<std::shared_ptr<const Entry>> entries_;
};

// An entry registered for as long as this object lives: added on construction, and on
// destruction removed, or the entry it replaced put back. Lets a test or a program add a piece
// for a while and be sure it is gone afterwards, even when an exception leaves the scope.
template <typename Entry>
class ScopedRegistration {
 public:
  ScopedRegistration(Registry<Entry>& registry, Entry entry)
      : registry_(registry), name_(entry.name), replaced_(registry.add(std::move(entry))) {}
  ~ScopedRegistration() {
    if (replaced_) {
      registry_.add(*replaced_);
    } else {
      registry_.remove(name_);
    }
  }
  ScopedRegistration(const ScopedRegistration&) = delete;
  ScopedRegistration& operator=(const ScopedRegistration&) = delete;

 private:
  Registry<Entry>& registry_;
  std::string name_;
  std::shared_ptr<const Entry> replaced_;
};

}  // namespace nqga
