#include "run/run_directory.hpp"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "config/conditions.hpp"
#include "exact/kernel.hpp"
#include "run/directory_lock.hpp"
#include "run/files.hpp"
#include "run/instance_store.hpp"
#include "run/recorded_operators.hpp"
#include "run/version.hpp"

namespace nqga {

namespace fs = std::filesystem;

std::string host_name() {
  char name[256] = {};
  return ::gethostname(name, sizeof name - 1) == 0 ? name : "unknown";
}

std::string processor_name() {
  std::ifstream cpuinfo("/proc/cpuinfo");
  for (std::string line; std::getline(cpuinfo, line);) {
    if (!line.starts_with("model name")) continue;
    const auto colon = line.find(':');
    if (colon != std::string::npos) return line.substr(line.find_first_not_of(' ', colon + 1));
  }
  return "unknown";
}

std::string compiler_name() {
#if defined(__clang__)
  return "clang " __clang_version__;
#elif defined(__GNUC__)
  return "g++ " __VERSION__;
#else
  return "unknown";
#endif
}

namespace {

constexpr int kManifestSchema = 1;

// The first line where two texts differ, 1-based, for a refusal message.
std::string first_difference(const std::string& a, const std::string& b) {
  std::istringstream sa(a), sb(b);
  std::string la, lb;
  for (int line = 1;; ++line) {
    const bool ha = static_cast<bool>(std::getline(sa, la)),
               hb = static_cast<bool>(std::getline(sb, lb));
    if (!ha && !hb) return "";
    if (!ha || !hb || la != lb) {
      return "line " + std::to_string(line) + ": '" + (ha ? la : "") + "' there, '" +
             (hb ? lb : "") + "' now";
    }
  }
}

// The numbers of a dotted version ("0.10.0": 0, 10, 0); text that is not a number reads as 0.
std::vector<long> version_numbers(const std::string& version) {
  std::vector<long> numbers;
  std::istringstream parts(version);
  for (std::string part; std::getline(parts, part, '.');) {
    numbers.push_back(std::strtol(part.c_str(), nullptr, 10));
  }
  return numbers;
}

// Whether the dotted version `a` is later than `b`, number by number ("0.10.0" > "0.9.1").
bool later_version(const std::string& a, const std::string& b) {
  std::vector<long> x = version_numbers(a), y = version_numbers(b);
  x.resize(std::max(x.size(), y.size()));
  y.resize(x.size());
  return y < x;
}

// The id of a job record's file name ("17.json"), or -1.
long record_id(const std::string& name) {
  if (!name.ends_with(".json")) return -1;
  const std::string stem = name.substr(0, name.size() - 5);
  if (stem.empty() || stem.size() > 9 || stem.find_first_not_of("0123456789") != std::string::npos)
    return -1;
  return std::stol(stem);
}

}  // namespace

std::string manifest_now() {
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return text;
}

void Manifest::write(const fs::path& dir, const std::string& status, std::size_t jobs_done) const {
  const nlohmann::json manifest = {
      {"schema", kManifestSchema},
      {"nqga_version", kVersion},
      {"git_commit", kGitCommit},
      {"git_dirty", kGitDirty},
      {"program", program},
      {"mixed_with", mixed_with},
      {"host", host_name()},
      {"processor", processor_name()},
      {"widest_kernel", kernel_name(best_kernel())},
      {"compiler", compiler_name()},
      {"threads", threads},
      {"shard", std::to_string(shard.index) + "/" + std::to_string(shard.count)},
      {"command", command},
      {"config_file", config_file},
      {"started", started},
      {"finished", status == "running" ? "" : manifest_now()},
      {"status", status},
      {"jobs_total", jobs_total},
      {"jobs_done", jobs_done},
  };
  write_file_atomically(dir / "manifest.json", manifest.dump(2) + "\n");
}

std::string program_identity(const std::string& declared) {
  return std::string("nqga ") + kVersion + " (commit " + kGitCommit + ")" +
         (declared.empty() ? "" : "; " + declared);
}

namespace {

// A manifest.json that is not a JSON object: what() names the file and where the JSON breaks.
struct DamagedManifest : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The JSON object of `file`; throws DamagedManifest.
nlohmann::json manifest_of(const fs::path& file) {
  std::string why;
  try {
    auto manifest = nlohmann::json::parse(read_text(file));
    if (manifest.is_object()) return manifest;
    why = "not a JSON object";
  } catch (const nlohmann::json::parse_error& e) {
    const std::string what = e.what();  // "[json.exception.parse_error.101] parse error at ..."
    why = what.substr(what.find("] ") == std::string::npos ? 0 : what.find("] ") + 2);
  }
  throw DamagedManifest(file.string() + " is damaged (" + why + ")");
}

// The program dir's manifest.json names, "" when it names none, null without a manifest. Throws
// DamagedManifest.
std::optional<std::string> maker_of(const fs::path& dir) {
  const fs::path file = dir / "manifest.json";
  if (!fs::exists(file)) return std::nullopt;
  const nlohmann::json manifest = manifest_of(file);
  const bool named =
      manifest.is_object() && manifest.contains("program") && manifest["program"].is_string();
  return named ? manifest["program"].get<std::string>() : "";
}

}  // namespace

void Manifest::carry_over(const fs::path& dir) {
  std::optional<std::string> maker;
  try {
    maker = maker_of(dir);
  } catch (const DamagedManifest&) {
    return;  // resumed anyway: this run's manifest replaces it
  }
  if (!maker || maker->empty()) return;
  const auto manifest = nlohmann::json::parse(read_text(dir / "manifest.json"), nullptr, false);
  if (manifest.contains("mixed_with") && manifest["mixed_with"].is_array()) {
    for (const auto& other : manifest["mixed_with"]) {
      if (other.is_string()) mixed_with.push_back(other.get<std::string>());
    }
  }
  if (*maker == program) return;
  if (std::find(mixed_with.begin(), mixed_with.end(), program) == mixed_with.end()) {
    mixed_with.push_back(program);
  }
  program = *maker;
}

std::string program_refusal(const fs::path& dir, const std::string& program) {
  std::optional<std::string> maker;
  try {
    maker = maker_of(dir);
  } catch (const DamagedManifest& e) {
    return std::string(e.what()) + ", so what made " + dir.string() +
           " is unknown;\n  resume it with --resume-anyway if this program made it (the manifest "
           "is written anew), or start anew with --fresh or --out DIR";
  }
  if (!maker || *maker == program) return "";
  const std::string made_by =
      maker->empty() ? "an unknown program (its manifest.json names none)" : *maker;
  return dir.string() + " was made by " + made_by + ", and this is " + program + ";\n  (" +
         (dir / "manifest.json").string() +
         " names its program) its runs would mix with this program's: resume with the program "
         "that made it, start anew with --fresh or --out DIR, or mix them on purpose with "
         "--resume-anyway";
}

fs::path claim_new_directory(const fs::path& dir) {
  if (dir.has_parent_path()) fs::create_directories(dir.parent_path());
  for (int k = 1;; ++k) {
    const fs::path candidate = k == 1 ? dir : fs::path(dir.string() + "-" + std::to_string(k));
    std::error_code error;
    if (fs::create_directory(candidate, error)) return candidate;
    // EEXIST: taken, by a folder or a plain file alike; the next name is tried.
    if (error && error.value() != EEXIST) {
      throw fs::filesystem_error("cannot create directory", candidate, error);
    }
  }
}

std::string later_schema_refusal(const fs::path& dir) {
  const fs::path path = dir / "manifest.json";
  std::error_code error;
  if (!fs::exists(path, error)) return "";
  const auto manifest = nlohmann::json::parse(read_text(path), nullptr, false);
  if (!manifest.is_object()) return "";
  const auto schema = manifest.find("schema"), version = manifest.find("nqga_version");
  if (schema == manifest.end() || !schema->is_number_integer() ||
      schema->get<long long>() <= kManifestSchema) {
    return "";
  }
  const bool named = version != manifest.end() && version->is_string();
  const std::string writer = named ? "nqga " + version->get<std::string>() : "a later nqga";
  // A build of this very version (or an older number) may write a later schema: a development
  // build. Then the version is no advice, the schema is.
  const std::string use = named && !later_version(version->get<std::string>(), kVersion)
                              ? "an nqga that reads schema " +
                                    std::to_string(schema->get<long long>()) +
                                    " (a later build than this one)"
                              : writer + " or later";
  return path.string() + " is of schema " + std::to_string(schema->get<long long>()) +
         ", written by " + writer + "; this nqga (" + kVersion + ") reads schema " +
         std::to_string(kManifestSchema) + " and older. Use " + use + "; nothing was changed";
}

std::string outside_link_refusal(const fs::path& dir) {
  std::error_code error;
  const fs::path root = fs::weakly_canonical(fs::absolute(dir), error);
  for (auto entry = fs::recursive_directory_iterator(dir, error);
       !error && entry != fs::recursive_directory_iterator(); entry.increment(error)) {
    if (!entry->is_symlink(error)) continue;
    const fs::path target = fs::weakly_canonical(fs::absolute(entry->path()), error);
    const fs::path inside = target.lexically_relative(root);
    if (!error && !inside.empty() && *inside.begin() != "..") continue;
    return entry->path().string() + " is a symbolic link to " +
           fs::read_symlink(entry->path(), error).string() + ", outside the run directory " +
           dir.string() +
           "; nqga writes a run's files only inside it (through the link it would change another "
           "directory's files): put a folder or a copy in the link's place, or give --out the "
           "directory it leads to";
  }
  return "";
}

std::string directory_refusal(const fs::path& dir, const std::string& resolved) {
  if (std::string later = later_schema_refusal(dir); !later.empty()) return later;
  if (std::string linked = outside_link_refusal(dir); !linked.empty()) return linked;
  // The listing comes before the look at config.yaml, so a config that another shard renames
  // into place meanwhile is still compared.
  bool foreign = false;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(dir, error)) {
    const std::string name = entry.path().filename().string();
    foreign = foreign || (name != DirectoryLock::kFileName && name != RunLock::kFileName &&
                          name != "jobs" && name != "instances" && name != "config.yaml" &&
                          name != "manifest.json" && name.find(".tmp.") == std::string::npos);
  }
  if (fs::exists(dir / "config.yaml")) {
    const std::string difference = first_difference(read_text(dir / "config.yaml"), resolved);
    if (difference.empty()) return "";
    return dir.string() + " holds another experiment (config.yaml " + difference +
           ");\n  resume it with its own config, or use --fresh or --out DIR to start anew";
  }
  if (!foreign) return "";
  return dir.string() +
         " exists and is not a run directory (no config.yaml); choose another with --out DIR";
}

std::string prepare_directory(const fs::path& dir, const std::string& resolved,
                              const ProblemFiles& files, const Manifest& manifest,
                              std::size_t jobs_done) {
  try {
    fs::create_directories(dir / "jobs");
  } catch (const fs::filesystem_error& e) {
    return "cannot create the run directory " + dir.string() + ": " + e.code().message() +
           "; choose another with --out DIR";
  }
  try {
    const DirectoryLock lock(dir);
    // Another process may have set the directory up since the first look.
    if (std::string refusal = directory_refusal(dir, resolved); !refusal.empty()) return refusal;
    if (std::string refusal = problem_file_refusal(dir, files); !refusal.empty()) return refusal;
    if (!fs::exists(dir / "config.yaml")) write_file_atomically(dir / "config.yaml", resolved);
    store_problem_files(dir, files);
    for (const fs::path& folder : {dir, dir / "jobs", dir / "plots"}) {
      remove_stale_temporaries(folder);  // what killed writers of this host left
    }
    manifest.write(dir, "running", jobs_done);
  } catch (const WriteError& e) {
    return std::string(e.what()) +
           "; make the run directory writable, or copy it and resume the copy with --out DIR";
  }
  return "";
}

ExperimentConfig stored_config(const fs::path& dir) {
  const fs::path config_path = dir / "config.yaml";
  if (!fs::exists(config_path)) {
    throw std::runtime_error(dir.string() +
                             " is not a run directory (no config.yaml): give the folder that "
                             "`nqga run` wrote (its --out DIR, else output.dir/experiment)");
  }
  if (const std::string later = later_schema_refusal(dir); !later.empty()) {
    throw std::runtime_error(later);
  }
  if (const std::string linked = outside_link_refusal(dir); !linked.empty()) {
    throw std::runtime_error(linked);
  }
  register_recorded_operators(dir);
  ExperimentConfig config = load_config(config_path.string(), {});
  forget_unused_keys(config);  // an older nqga listed every key
  load_problem_files(dir, *config.problem_files);
  return config;
}

std::string operator_change_refusal(const fs::path& dir, const Sweep& sweep,
                                    const std::vector<JobRecord>& records) {
  std::map<int, std::map<std::string, std::string>> now;  // by point
  for (const JobRecord& record : records) {
    const Job& job = sweep.jobs[static_cast<std::size_t>(record.id)];
    auto [sources, added] = now.try_emplace(job.point);
    if (added) sources->second = job_sources(job);
    for (const auto& [piece, source] : record.operators) {
      const auto it = sources->second.find(piece);
      const std::string registered = it == sources->second.end() ? "" : it->second;
      if (registered == source) continue;
      return (dir / "jobs" / (std::to_string(record.id) + ".json")).string() + " ran " + piece +
             " of source " + source + ", but the " + piece + " registered now " +
             (registered.empty() ? "names no source" : "is " + registered) +
             " (another function under its name), and the runs of one name would mix two "
             "functions; register the function the record ran again (" +
             kRecordedOperatorsFile + " names its module and qualified name), or start anew with " +
             "--fresh or --out DIR";
    }
  }
  return "";
}

void add_present_records(const fs::path& dir, const Sweep& sweep, std::vector<JobRecord>& records,
                         std::vector<std::string>* damaged) {
  std::vector<bool> wanted(sweep.jobs.size());
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(dir / "jobs", error)) {
    const long id = record_id(entry.path().filename().string());
    if (id >= 0 && static_cast<std::size_t>(id) < wanted.size()) wanted[id] = true;
  }
  for (const auto& r : records) wanted[static_cast<std::size_t>(r.id)] = false;
  JobBinding bound{sweep.experiment, 0};
  for (std::size_t id = 0; id < wanted.size(); ++id) {
    if (!wanted[id]) continue;
    std::string damage;
    bound.seed = sweep.jobs[id].seed;
    if (auto record = read_job(dir, static_cast<int>(id), &damage, &bound)) {
      records.push_back(std::move(*record));
    } else if (damaged && !damage.empty()) {
      damaged->push_back(std::move(damage));
    }
  }
  std::sort(records.begin(), records.end(),
            [](const JobRecord& a, const JobRecord& b) { return a.id < b.id; });
}

}  // namespace nqga
