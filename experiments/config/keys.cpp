#include "config/keys.hpp"

#include <algorithm>
#include <stdexcept>

#include "evaluation/fitness.hpp"
#include "exact/enumerate.hpp"
#include "ga_params.hpp"
#include "models/model.hpp"
#include "operators/operator_registry.hpp"
#include "problem/problem_kind.hpp"
#include "solvers/solver.hpp"

namespace nqga {

namespace {

constexpr std::int64_t kNoBound = 9'000'000'000'000'000;  // exact in a double

KeySpec key(std::string path, ParamSpec spec, bool sweepable = true) {
  spec.name = path;
  return {std::move(path), std::move(spec), sweepable, "", "", {}};
}

KeySpec text_key(std::string path, std::string fallback, std::string help) {
  return key(std::move(path),
             {"", ParamKind::kText, std::move(fallback), 0, 0, {}, std::move(help)}, false);
}

// The key of the library's declaration `path` (ga_param_specs): its default, range and help are
// those check_params enforces, so a config and a C++ caller meet one rule.
KeySpec library_key(const std::string& path) {
  for (const ParamSpec& spec : ga_param_specs()) {
    if (spec.name == path) return key(path, spec);
  }
  throw std::logic_error("the library declares no parameter " + path);
}

// stop.time_limit_s as the library declares it, but a config's job stops after a minute unless
// it says otherwise (a sweep of forgotten limits would never end) and at most after 1e7 s.
KeySpec job_time_limit_key() {
  KeySpec k = library_key("stop.time_limit_s");
  k.spec.fallback = 60.0;
  k.spec.max = 1e7;
  return k;
}

// A registry's keys: the selector (`selector`, a choice of its names), the family's fixed keys,
// then every parameter its entries declare, under `prefix`.
template <typename Entry>
void add_family(std::vector<KeySpec>& keys, const Registry<Entry>& registry,
                const std::string& selector, const std::string& prefix, const std::string& help,
                std::vector<KeySpec> fixed) {
  keys.push_back(key(selector, choice_param("", registry.names(), help)));
  for (auto& k : fixed) keys.push_back(std::move(k));
  for (const auto& entry : registry.entries()) {
    for (const ParamSpec& param : entry->params) {
      keys.push_back(
          {prefix + param.name, param, true, registry.family(), selector, {entry->name}});
    }
  }
}

// An operator family's keys: ga.<family>.method and ga.<family>.<parameter>.
template <typename Entry>
void add_operators(std::vector<KeySpec>& keys, const Registry<Entry>& registry,
                   const std::string& help, std::vector<KeySpec> fixed = {}) {
  const std::string group = "ga." + registry.family() + ".";
  add_family(keys, registry, group + "method", group, help, std::move(fixed));
}

// Throws std::logic_error when a solver claims to honour a stop.* key that does not exist (or
// stop.time_limit_s, which every solver honours).
void refuse_unknown_stop_keys(const std::vector<KeySpec>& keys) {
  for (const auto& solver : solver_registry().entries()) {
    for (const std::string& path : solver->stop_keys) {
      const bool known = std::any_of(keys.begin(), keys.end(), [&](const KeySpec& k) {
        return k.path == path && path.starts_with("stop.") && path != "stop.time_limit_s";
      });
      if (!known) {
        throw std::logic_error("solver " + solver->name + " honours '" + path +
                               "', which is not a stop.* key it can declare (one of "
                               "stop.max_generations, stop.max_evaluations, stop.stagnation, "
                               "stop.checkpoint_every_s)");
      }
    }
  }
}

// The keys of the experiment as a whole and of the GA before its operators.
std::vector<KeySpec> leading_keys() {
  return {
      text_key("experiment", "",
               "name of the run directory under output.dir; empty: the config file's name"),
      key("n", integer_param("", 8, 1, 1'000'000'000, "board size (number of queens)")),
      key("solver", choice_param("", solver_registry().names(),
                                 "what each job runs (see Solvers below); exact solvers run "
                                 "once per point, not per seed")),
      key("seeds", integer_param("", 10, 1, 1'000'000, "replicate runs per parameter point"),
          false),
      key("seed",
          integer_param("", 1, 0, kNoBound,
                        "base seed; job i runs with a seed mixed from it and i (or from it "
                        "and the replicate number, with seeding: common)"),
          false),
      key("seeding",
          choice_param("", {"independent", "common"},
                       "independent: a seed per job; common: replicate r of every point runs "
                       "with one seed, mixed from the base seed and r, so points pair up by "
                       "replicate (nqga compare then uses paired tests)"),
          false),
      library_key("ga.population"),
      library_key("ga.elitism"),
      key("ga.fitness", choice_param("", fitness_names(),
                                     "conflicts -> weight: pairs = n(n-1)/2 - conflicts, inverse = "
                                     "1/(1+conflicts)")),
      key("ga.scaling", choice_param("", scaling_names(), "fitness scaling before selection")),
  };
}

// The stopping rules, validation and output keys, after every registered piece's.
std::vector<KeySpec> trailing_keys() {
  return {
      library_key("stop.max_generations"),
      library_key("stop.max_evaluations"),
      job_time_limit_key(),
      library_key("stop.stagnation"),
      key("stop.checkpoint_every_s",
          real_param("", 0.0, 0, 1e7,
                     "save a running GA job's state this often, so that a killed sweep's job "
                     "continues where it was (0: never)")),
      key("validate.exact_up_to",
          integer_param("", 12, 0, kMaxReferenceN,
                        "for n up to this, every reported board must be one of the solutions "
                        "enumerated by backtracking, and its symmetry class is recorded"),
          false),
      text_key("output.dir", "results",
               "parent folder of run directories (--out DIR names the run directory itself)"),
  };
}

std::vector<KeySpec> schema_keys() {
  std::vector<KeySpec> keys = leading_keys();
  // problem.kind and its entries' parameters problem.<param>, like an operator family's. The
  // default kind (plain N-Queens) stays out of config.yaml unless a config names it, so that a
  // config without `problem:` resolves to the text it did before problems existed.
  add_family(keys, problem_registry(), "problem.kind", "problem.",
             "the problem each job solves: plain N-Queens or an instance drawn by a generator "
             "(see Problems below)",
             {key("problem.seed",
                  integer_param("", 1, 0, kNoBound,
                                "seed of the instance's generator, apart from the GA's seeds: one "
                                "instance serves every replicate, and a list of seeds is a sweep "
                                "over instances"))});
  add_operators(keys, selection_registry(), "parent selection (see Operators below)");
  add_operators(keys, crossover_registry(), "crossover over row ranges (see Operators below)",
                {library_key("ga.crossover.rate")});
  add_operators(keys, mutation_registry(), "mutation of queen columns (see Operators below)",
                {library_key("ga.mutation.rate")});
  add_family(keys, model_registry(), "ga.model", "ga.",
             "how one population becomes the next (see Models below)", {});
  // problem.min_free and ga.elite_ties, too, stay out at their defaults: configs written before
  // them resolve to the text they did, so their run directories' records match on resume.
  for (KeySpec& k : keys) {
    k.quiet_default =
        k.path == "problem.kind" || k.path == "problem.min_free" || k.path == "ga.elite_ties";
  }
  for (const auto& solver : solver_registry().entries()) {
    for (const ParamSpec& param : solver->params) {
      keys.push_back(
          {solver->name + "." + param.name, param, true, "solver", "solver", {solver->name}});
    }
  }
  const std::vector<KeySpec> last = trailing_keys();
  keys.insert(keys.end(), last.begin(), last.end());
  refuse_unknown_stop_keys(keys);
  return keys;
}

}  // namespace

std::shared_ptr<const KeySchema> KeySchema::current() {
  auto schema = std::make_shared<KeySchema>();
  for (KeySpec& k : schema_keys()) schema->add(std::move(k));
  return schema;
}

void KeySchema::add(KeySpec k) {
  const auto known = std::find_if(keys_.begin(), keys_.end(),
                                  [&](const KeySpec& other) { return other.path == k.path; });
  if (known == keys_.end()) {
    keys_.push_back(std::move(k));
  } else if (same_declaration(known->spec, k.spec)) {
    if (known->owner_family == k.owner_family) {  // one more entry of its family uses it
      known->owner_names.insert(known->owner_names.end(), k.owner_names.begin(),
                                k.owner_names.end());
    }
  } else {
    throw std::logic_error(k.path + " is declared differently by " + known->owner() + " and by " +
                           k.owner() + "; give one of them another name");
  }
}

std::string KeySpec::owner() const {
  if (owner_family.empty()) return "nqga";  // a key of nqga's own, not of a registry's entry
  std::string names;
  for (const auto& name : owner_names) names += (names.empty() ? "" : ", ") + name;
  return owner_family + " " + names;
}

const KeySpec* KeySchema::find(std::string_view path) const {
  const auto it =
      std::find_if(keys_.begin(), keys_.end(), [&](const KeySpec& k) { return k.path == path; });
  return it == keys_.end() ? nullptr : &*it;
}

std::size_t KeySchema::index(std::string_view path) const {
  if (const KeySpec* k = find(path)) return static_cast<std::size_t>(k - keys_.data());
  throw std::out_of_range("no config key '" + std::string(path) + "'");
}

bool KeySchema::is_group(std::string_view path) const {
  const std::string prefix = std::string(path) + ".";
  return std::any_of(keys_.begin(), keys_.end(),
                     [&](const KeySpec& k) { return k.path.starts_with(prefix); });
}

ParamValues declared_values(const KeySchema& schema, const std::vector<Value>& values,
                            const std::string& prefix, const std::vector<ParamSpec>& params) {
  ParamValues declared;
  for (const ParamSpec& param : params) {
    declared.set(param.name, values[schema.index(prefix + param.name)]);
  }
  return declared;
}

std::vector<std::string> KeySchema::paths() const {
  std::vector<std::string> paths;
  for (const auto& k : keys_) paths.push_back(k.path);
  return paths;
}

namespace {

std::string key_row(const KeySpec& k) {
  std::string allowed;
  if (k.spec.kind == ParamKind::kChoice) {
    for (const auto& choice : k.spec.choices)
      allowed += (allowed.empty() ? "" : ", ") + ("`" + choice + "`");
  } else if (k.spec.kind == ParamKind::kInteger || k.spec.kind == ParamKind::kReal) {
    allowed = range_text(k.spec);
  }
  if (k.sweepable) allowed += allowed.empty() ? "list: a sweep axis" : "; list: a sweep axis";
  const std::string fallback = format_value(k.spec.fallback);
  const std::string meaning =
      k.owner_names.empty() ? k.spec.help : k.spec.help + "; used by " + k.owner();
  return "| `" + k.path + "` | " + kind_name(k.spec.kind) + " | " +
         (fallback.empty() ? "" : "`" + fallback + "`") + " | " + allowed + " | " + meaning +
         " |\n";
}

std::string param_names(const std::vector<ParamSpec>& params) {
  std::string names;
  for (const auto& p : params) names += (names.empty() ? "`" : ", `") + p.name + "`";
  return names;
}

template <typename Entry>
std::string operator_rows(const Registry<Entry>& registry) {
  std::string rows;
  for (const auto& entry : registry.entries()) {
    rows += "| " + registry.family() + " | `" + entry->name + "` | " + param_names(entry->params) +
            " | " + entry->description + " |\n";
  }
  return rows;
}

// A registry's entries as table rows: name, parameters, description.
template <typename Entry>
std::string entry_rows(const Registry<Entry>& registry) {
  std::string rows;
  for (const auto& entry : registry.entries()) {
    rows += "| `" + entry->name + "` | " + param_names(entry->params) + " | " + entry->description +
            " |\n";
  }
  return rows;
}

}  // namespace

std::string keys_markdown(const KeySchema& schema) {
  std::string text = "| key | type | default | allowed | meaning |\n|---|---|---|---|---|\n";
  for (const auto& k : schema.keys()) text += key_row(k);
  text +=
      "\nOperators (`ga.<family>.method`; their parameters are the keys "
      "`ga.<family>.<parameter>` above):\n\n"
      "| family | name | parameters | what it does |\n|---|---|---|---|\n";
  text += operator_rows(selection_registry()) + operator_rows(crossover_registry()) +
          operator_rows(mutation_registry());
  text +=
      "\nModels (`ga.model`; their parameters are the keys `ga.<parameter>` above):\n\n"
      "| name | parameters | what it does |\n|---|---|---|\n";
  text += entry_rows(model_registry());
  text +=
      "\nProblems (`problem.kind`; their parameters are the keys `problem.<parameter>` above):\n\n"
      "| name | parameters | what it is |\n|---|---|---|\n";
  text += entry_rows(problem_registry());
  text +=
      "\nSolvers (`solver`; their parameters are the keys `<solver>.<parameter>`):\n\n"
      "| name | work | runs | ga.* keys | instances | stop keys | what it does |\n"
      "|---|---|---|---|---|---|---|\n";
  for (const auto& solver : solver_registry().entries()) {
    std::string stop_keys = "`time_limit_s`";
    for (const std::string& key : solver->stop_keys) stop_keys += ", `" + key.substr(5) + "`";
    text += "| `" + solver->name + "` | " +
            (solver->work.label.empty() ? "-" : solver->work.label) + " | " +
            (solver->deterministic ? "once per point" : "once per seed") + " | " +
            (solver->uses_ga ? "yes" : "no") + " | " + (solver->instances ? "yes" : "no") + " | " +
            stop_keys + " | " + solver->description + " |\n";
  }
  return text;
}

}  // namespace nqga
