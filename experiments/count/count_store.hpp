// The count directory of `nqga count N --out DIR`: a durable record of each finished subproblem
// of an exact count (ga/exact/subproblems.hpp), shared by every process that counts into it.
//
//   DIR/.lock                  the directory's lock (directory_lock.hpp), held to set it up and to
//                              assemble the result
//   DIR/count.json             what it counts: n and the decomposition version; written once
//   DIR/subproblems/<id>.json  one record per finished subproblem: its count, and a checksum
//   DIR/result.json            total, unique and the counts Burnside's lemma used, once all are in
//
// One file per subproblem, written under a temporary name and renamed (files.hpp): a rename is
// atomic, so a kill leaves either the whole record or a temporary file that is never read, and
// loses only the subproblems in flight. Processes on other machines never write the same file,
// which matters on network file systems, where appends from two clients (an append-only log) can
// interleave or tear. A file costs tens of microseconds, nothing next to a subproblem at the n
// where a count directory matters (milliseconds at n = 18, minutes at n = 25).
//
// A record names its subproblem (id and name: the border queens' squares), n and the
// decomposition version, and carries an FNV-1a checksum of all its fields. Reading refuses,
// with the file and the reason, a record of another n or version (foreign), one filed under
// another id's name (a duplicate), one that does not parse, and one whose checksum does not
// match (edited or damaged): such a count is never trusted, and never silently replaced.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "exact/subproblems.hpp"

namespace nqga {

// A finished subproblem as its file records it.
struct CountRecord {
  int n = 0, id = 0;
  std::string subproblem;  // subproblem_name()
  int weight = 0;
  std::uint64_t count = 0;         // count_subproblem()
  std::string kernel, host;        // where it ran (informative)
  std::uint64_t microseconds = 0;  // how long it took (informative)
};

// A record or a count directory that cannot be trusted or used; what() names the file, the
// reason and the fix.
struct CountStoreError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The record's file text: one JSON object, its last field the checksum.
std::string count_record_text(const CountRecord& record);

// Why `dir` cannot hold the count of n (as `nqga count N --out DIR` words it), or "" when it can:
// it does not exist, is empty, or holds this count (count.json names n and this decomposition),
// or is being set up by another process right now.
std::string count_directory_refusal(const std::filesystem::path& dir, int n);

// Creates the count directory (or joins it) and writes count.json under its lock, and removes the
// temporary files that killed writers of this host left in subproblems/ (remove_stale_temporaries).
// Returns "" or why not.
std::string prepare_count_directory(const std::filesystem::path& dir, int n);

// Every record in DIR/subproblems, by id, each checked against `subproblems` (those of n): throws
// CountStoreError for the first one refused. Temporary files of killed writes are skipped. One
// directory listing and one read per record.
std::map<int, CountRecord> read_count_records(const std::filesystem::path& dir, int n,
                                              const std::vector<CountSubproblem>& subproblems);

// Writes DIR/subproblems/<id>.json atomically. Throws WriteError.
void write_count_record(const std::filesystem::path& dir, const CountRecord& record);

// Writes DIR/result.json atomically (the same text whoever writes it). Throws WriteError.
void write_count_result(const std::filesystem::path& dir, int n, const SolutionCount& count,
                        std::size_t subproblems, std::uint64_t half_turn,
                        std::uint64_t quarter_turn);

}  // namespace nqga
