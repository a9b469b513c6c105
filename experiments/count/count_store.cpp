#include "count/count_store.hpp"

#include <nlohmann/json.hpp>

#include "run/directory_lock.hpp"
#include "run/files.hpp"
#include "run/version.hpp"

namespace nqga {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

constexpr const char* kIdentityFile = "count.json";
constexpr const char* kRecordFolder = "subproblems";

// What the checksum covers: every field but the checksum, in a fixed order.
std::string checksum_text(const CountRecord& r) {
  return "nqga count record|n=" + std::to_string(r.n) +
         "|decomposition=" + std::to_string(kCountDecompositionVersion) +
         "|id=" + std::to_string(r.id) + "|subproblem=" + r.subproblem +
         "|weight=" + std::to_string(r.weight) + "|count=" + std::to_string(r.count) +
         "|kernel=" + r.kernel + "|host=" + r.host +
         "|microseconds=" + std::to_string(r.microseconds);
}

// The id of a record's file name: "17.json", digits without a leading zero; -1 otherwise.
long subproblem_file_id(const std::string& name) {
  if (!name.ends_with(".json")) return -1;
  const std::string stem = name.substr(0, name.size() - 5);
  if (stem.empty() || stem.size() > 9 ||
      stem.find_first_not_of("0123456789") != std::string::npos ||
      (stem.size() > 1 && stem[0] == '0'))
    return -1;
  return std::stol(stem);
}

// The record in `text`, its checksum and decomposition checked; throws CountStoreError naming
// `path`.
CountRecord parse_record(const fs::path& path, const std::string& text) {
  const std::string delete_it = "; delete it to count that subproblem again";
  json j;
  CountRecord r;
  std::string checksum;
  int decomposition = 0;
  try {
    j = json::parse(text);
    j.at("n").get_to(r.n);
    j.at("decomposition").get_to(decomposition);
    j.at("id").get_to(r.id);
    j.at("subproblem").get_to(r.subproblem);
    j.at("weight").get_to(r.weight);
    j.at("count").get_to(r.count);
    j.at("kernel").get_to(r.kernel);
    j.at("host").get_to(r.host);
    j.at("microseconds").get_to(r.microseconds);
    j.at("checksum").get_to(checksum);
  } catch (const json::exception& e) {
    throw CountStoreError(path.string() + ": not a count record (" + e.what() + ")" + delete_it);
  }
  if (decomposition != kCountDecompositionVersion) {
    throw CountStoreError(path.string() + ": a foreign record, written by a version of nqga that " +
                          "splits counts differently (decomposition " +
                          std::to_string(decomposition) +
                          "; this one: " + std::to_string(kCountDecompositionVersion) +
                          "); count into a new directory with --out DIR");
  }
  if (checksum != "fnv1a64:" + fnv1a_hex(checksum_text(r))) {
    throw CountStoreError(path.string() +
                          ": its checksum does not match its fields (the record was edited or "
                          "damaged), so its count of " +
                          std::to_string(r.count) + " is not trusted" + delete_it);
  }
  return r;
}

// Throws CountStoreError unless the record at `path` (file id `file_id`) is subproblem file_id of
// n's list.
void check_record(const fs::path& path, const CountRecord& r, long file_id, int n,
                  const std::vector<CountSubproblem>& subproblems) {
  if (r.n != n) {
    throw CountStoreError(
        path.string() + ": a foreign record, of the count of n = " + std::to_string(r.n) +
        ", in a directory that counts n = " + std::to_string(n) + "; move it out");
  }
  if (r.id != file_id) {
    throw CountStoreError(path.string() + ": records subproblem " + std::to_string(r.id) +
                          " under the name of subproblem " + std::to_string(file_id) +
                          " (a duplicate or a misplaced copy); delete it");
  }
  if (file_id >= static_cast<long>(subproblems.size())) {
    throw CountStoreError(path.string() + ": a foreign record: n = " + std::to_string(n) +
                          " has subproblems 0.." + std::to_string(subproblems.size() - 1) +
                          ", not " + std::to_string(file_id) + "; delete it");
  }
  const CountSubproblem& s = subproblems[static_cast<std::size_t>(file_id)];
  if (r.subproblem != subproblem_name(s) || r.weight != s.weight) {
    throw CountStoreError(path.string() + ": a foreign record: it counts '" + r.subproblem +
                          "' (weight " + std::to_string(r.weight) + "), but subproblem " +
                          std::to_string(file_id) + " of n = " + std::to_string(n) + " is '" +
                          subproblem_name(s) + "' (weight " + std::to_string(s.weight) +
                          "); delete it");
  }
}

}  // namespace

std::string count_record_text(const CountRecord& r) {
  const nlohmann::ordered_json j = {{"n", r.n},
                                    {"decomposition", kCountDecompositionVersion},
                                    {"id", r.id},
                                    {"subproblem", r.subproblem},
                                    {"weight", r.weight},
                                    {"count", r.count},
                                    {"kernel", r.kernel},
                                    {"host", r.host},
                                    {"microseconds", r.microseconds},
                                    {"checksum", "fnv1a64:" + fnv1a_hex(checksum_text(r))}};
  return j.dump() + "\n";
}

std::string count_directory_refusal(const fs::path& dir, int n) {
  // The listing comes before the look at count.json, so one that another process renames into
  // place meanwhile is still read.
  bool foreign = false;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(dir, error)) {
    const std::string name = entry.path().filename().string();
    foreign = foreign ||
              (name != DirectoryLock::kFileName && name != kRecordFolder && name != kIdentityFile &&
               name != "result.json" && name.find(".tmp.") == std::string::npos);
  }
  const fs::path identity = dir / kIdentityFile;
  if (fs::exists(identity)) {
    int counted_n = 0, decomposition = 0;
    try {
      const json j = json::parse(read_text(identity));
      j.at("n").get_to(counted_n);
      j.at("decomposition").get_to(decomposition);
    } catch (const json::exception& e) {
      return identity.string() + " is not a count's description (" + e.what() +
             "); choose another directory with --out DIR";
    }
    if (counted_n != n) {
      return dir.string() + " holds the count of n = " + std::to_string(counted_n) +
             " (count.json); count n = " + std::to_string(n) +
             " into another directory with --out DIR, or resume it with nqga count " +
             std::to_string(counted_n) + " --out " + dir.string();
    }
    if (decomposition != kCountDecompositionVersion) {
      return dir.string() + " was counted by a version of nqga that splits counts differently " +
             "(decomposition " + std::to_string(decomposition) +
             "; this one: " + std::to_string(kCountDecompositionVersion) +
             "); count into a new directory with --out DIR";
    }
    return "";
  }
  if (!foreign) return "";
  return dir.string() +
         " exists and is not a count directory (no count.json); choose another with --out DIR";
}

std::string prepare_count_directory(const fs::path& dir, int n) {
  try {
    fs::create_directories(dir / kRecordFolder);
  } catch (const fs::filesystem_error& e) {
    return "cannot create the count directory " + dir.string() + ": " + e.code().message() +
           "; choose another with --out DIR";
  }
  try {
    const DirectoryLock lock(dir);
    // Another process may have set the directory up since the first look.
    if (std::string refusal = count_directory_refusal(dir, n); !refusal.empty()) return refusal;
    if (!fs::exists(dir / kIdentityFile)) {
      const json identity = {{"what", "the subproblems of an exact count: nqga count N --out DIR"},
                             {"n", n},
                             {"decomposition", kCountDecompositionVersion},
                             {"subproblems", count_subproblems(n).size()},
                             {"nqga_version", kVersion}};
      write_file_atomically(dir / kIdentityFile, identity.dump(2) + "\n");
    }
    remove_stale_temporaries(dir / kRecordFolder);  // what killed writers of this host left
  } catch (const WriteError& e) {
    return std::string(e.what()) + "; make the count directory writable, or use another --out DIR";
  }
  return "";
}

std::map<int, CountRecord> read_count_records(const fs::path& dir, int n,
                                              const std::vector<CountSubproblem>& subproblems) {
  std::map<int, CountRecord> records;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(dir / kRecordFolder, error)) {
    const fs::path& path = entry.path();
    const std::string name = path.filename().string();
    if (name.find(".tmp.") != std::string::npos) continue;  // a write a kill cut short
    const long id = subproblem_file_id(name);
    if (id < 0) {
      throw CountStoreError(path.string() +
                            ": not a record's name (<id>.json, the id without leading zeros); "
                            "move it out of " +
                            (dir / kRecordFolder).string());
    }
    CountRecord record = parse_record(path, read_text(path));
    check_record(path, record, id, n, subproblems);
    records.emplace(static_cast<int>(id), std::move(record));
  }
  return records;
}

void write_count_record(const fs::path& dir, const CountRecord& record) {
  write_file_atomically(dir / kRecordFolder / (std::to_string(record.id) + ".json"),
                        count_record_text(record));
}

void write_count_result(const fs::path& dir, int n, const SolutionCount& count,
                        std::size_t subproblems, std::uint64_t half_turn,
                        std::uint64_t quarter_turn) {
  const json result = {{"n", n},
                       {"total", count.total},
                       {"unique", count.unique},
                       {"half_turn_symmetric", half_turn},
                       {"quarter_turn_symmetric", quarter_turn},
                       {"subproblems", subproblems},
                       {"decomposition", kCountDecompositionVersion}};
  write_file_atomically(dir / "result.json", result.dump(2) + "\n");
}

}  // namespace nqga
