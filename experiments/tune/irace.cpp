#include "tune/irace.hpp"

#include <sys/wait.h>

#include <cstdio>
#include <cstdlib>
#include <sstream>

#include "figures/external_programs.hpp"
#include "run/files.hpp"

namespace nqga {

namespace fs = std::filesystem;

namespace {

// R code that prints what nqga reads of irace's log file: the number of runs, then one line per
// final elite, best first: its id, runs, mean cost and parameters as key=value (irace's switch
// and value, as irace passes them), separated by tabs. getFinalElites returns the elites in the
// order of their configuration ids; irace's ranking, best first, is its last list of elite ids.
constexpr const char* kReadElites = R"(r <- irace::read_logfile("irace.Rdata")
e <- irace::getFinalElites(r, n = 0)
ranked <- as.character(r$allElites[[length(r$allElites)]])
e <- e[match(ranked, as.character(e$.ID.)), , drop = FALSE]
p <- r$parameters
cat(sum(!is.na(r$experiments)), "\n", sep = "")
for (i in seq_len(nrow(e))) {
  id <- as.character(e$.ID.[i])
  costs <- r$experiments[, id]
  given <- Filter(function(k) !is.na(e[i, k]), p$names)
  values <- vapply(given, function(k) paste0(p$switches[[k]],
                   format(e[i, k], digits = 15, scientific = FALSE)), "")
  cat(id, sum(!is.na(costs)), format(mean(costs, na.rm = TRUE), digits = 15), values, sep = "\t")
  cat("\n")
})";

// R code that prints how often irace sampled each value of each parameter over all the
// configurations it tried: parameter, value and count, tab-separated; a numeric parameter's
// values in five bins of equal width ("[low, high)").
constexpr const char* kReadSampling = R"(r <- irace::read_logfile("irace.Rdata")
a <- r$allConfigurations
for (k in r$parameters$names) {
  x <- a[[k]]
  x <- x[!is.na(x)]
  if (length(x) == 0) next
  if (is.numeric(x) && length(unique(x)) > 5) x <- cut(x, 5, right = FALSE, dig.lab = 4)
  t <- table(x)
  for (v in names(t)) cat(k, "\t", v, "\t", t[[v]], "\n", sep = "")
})";

// What `command` prints on standard output, and its exit status in `status`.
std::string command_output(const std::string& command, int& status) {
  std::string output;
  FILE* pipe = ::popen(command.c_str(), "r");
  if (!pipe) {
    status = -1;
    return output;
  }
  char buffer[4096];
  for (std::size_t got; (got = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) {
    output.append(buffer, got);
  }
  const int wait_status = ::pclose(pipe);
  status = WIFEXITED(wait_status) ? WEXITSTATUS(wait_status) : -1;
  return output;
}

// irace's words about why it stopped: its log from the first line that starts with "Error" (at
// most 20 lines), or the log's last 10 lines.
std::string irace_error(const fs::path& log) {
  std::vector<std::string> lines;
  std::istringstream text(read_text(log));
  for (std::string line; std::getline(text, line);) lines.push_back(line);
  std::size_t from = lines.size() > 10 ? lines.size() - 10 : 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].starts_with("Error")) {
      from = i;
      break;
    }
  }
  std::string words;
  for (std::size_t i = from; i < lines.size() && i < from + 20; ++i) words += lines[i] + "\n";
  return words.empty() ? "irace wrote nothing into " + log.string() + "\n" : words;
}

std::vector<std::string> fields(const std::string& line) {
  std::vector<std::string> fields;
  std::stringstream row(line);
  for (std::string field; std::getline(row, field, '\t');) fields.push_back(field);
  return fields;
}

}  // namespace

std::string irace_missing() {
  if (!on_path("Rscript")) return "Rscript is not on PATH";
  const int status = std::system(
      "Rscript -e 'quit(status = if (requireNamespace(\"irace\", quietly = TRUE)) 0 else 1)' "
      ">/dev/null 2>&1");
  return status == 0 ? "" : "R has no package irace";
}

std::string irace_command(const fs::path& dir) {
  return "cd " + shell_quoted(dir.string()) +
         " && Rscript -e 'irace::irace.cmdline()' --scenario scenario.txt";
}

IraceOutcome run_irace(const fs::path& dir) {
  const std::string run = irace_command(dir) + " >irace.log 2>&1";
  if (std::system(run.c_str()) != 0) {
    IraceOutcome outcome;
    outcome.error = irace_error(dir / "irace.log");
    return outcome;
  }
  return read_irace_results(dir);
}

IraceOutcome read_irace_results(const fs::path& dir) {
  IraceOutcome outcome;
  int status = 0;
  const std::string output = command_output(
      "cd " + shell_quoted(dir.string()) + " && Rscript -e " + shell_quoted(kReadElites) + " 2>&1",
      status);
  std::istringstream lines(output);
  std::string line;
  if (status != 0 || !std::getline(lines, line)) {
    outcome.error = "cannot read irace's results from irace.Rdata:\n" + output;
    return outcome;
  }
  outcome.experiments = std::atoll(line.c_str());
  while (std::getline(lines, line)) {
    const std::vector<std::string> row = fields(line);
    if (row.size() < 3) continue;
    outcome.elites.push_back({row[0], std::atoi(row[1].c_str()), std::atof(row[2].c_str()),
                              std::vector<std::string>(row.begin() + 3, row.end())});
  }
  if (outcome.elites.empty()) outcome.error = "irace named no elite configuration:\n" + output;
  return outcome;
}

std::vector<SampledValue> irace_sampling(const fs::path& dir) {
  int status = 0;
  const std::string output = command_output("cd " + shell_quoted(dir.string()) + " && Rscript -e " +
                                                shell_quoted(kReadSampling) + " 2>/dev/null",
                                            status);
  std::vector<SampledValue> sampled;
  std::istringstream lines(output);
  for (std::string line; status == 0 && std::getline(lines, line);) {
    const std::vector<std::string> row = fields(line);
    if (row.size() == 3) sampled.push_back({row[0], row[1], std::atoi(row[2].c_str())});
  }
  return sampled;
}

}  // namespace nqga
