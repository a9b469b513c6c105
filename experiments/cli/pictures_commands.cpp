#include "cli/pictures_commands.hpp"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <istream>
#include <optional>
#include <ostream>
#include <stdexcept>

#include "figures/external_programs.hpp"
#include "figures/figure_file.hpp"
#include "pictures/board_svg.hpp"
#include "pictures/board_text.hpp"
#include "pictures/search_tree.hpp"
#include "run/board_file.hpp"
#include "run/files.hpp"
#include "run/job_record.hpp"
#include "solvers/solver.hpp"

namespace nqga {

namespace fs = std::filesystem;

namespace {

// A board to show, and where it came from when that is worth a line (a job).
struct ShownBoard {
  Board board;
  std::string about;
};

// The job id when `path` names a job of a run directory, DIR/jobs/ID or DIR/jobs/ID.json (its
// record existing), else nothing.
std::optional<int> job_id(const fs::path& path) {
  const std::string id =
      path.extension() == ".json" ? path.stem().string() : path.filename().string();
  if (path.parent_path().filename() != "jobs" || id.empty() || id.size() > 9 ||
      id.find_first_not_of("0123456789") != std::string::npos ||
      !fs::is_regular_file(path.parent_path() / (id + ".json")))
    return std::nullopt;
  return std::stoi(id);
}

// The board job `id` recorded, through the run directory's own record reader; a line on the job
// goes with it. Throws BoardFileError for a record that cannot be read or holds no board.
ShownBoard job_board(const std::string& input, int id) {
  const fs::path jobs = fs::path(input).parent_path();
  const std::string name = (jobs / (std::to_string(id) + ".json")).string();
  std::string damage;
  std::optional<JobRecord> job;
  try {
    job = read_job(jobs.parent_path(), id, &damage);
  } catch (const LaterSchemaError& e) {
    throw BoardFileError(e.what());
  }
  if (!job) throw BoardFileError(damage.empty() ? name + ": no such job record" : damage);
  if (job->result.board.empty()) {
    std::string boards;  // the solvers whose jobs hold a board
    for (const auto& solver : solver_registry().entries()) {
      if (!solver->counts) boards += (boards.empty() ? "" : ", ") + solver->name;
    }
    throw BoardFileError(name + ": job " + std::to_string(id) + " (solver " + job->solver +
                         ") holds no board to draw; jobs of " + boards + " do");
  }
  return {job->result.board,
          "job " + std::to_string(id) + " (" + job->solver + ", seed " + std::to_string(job->seed) +
              "): " +
              (job->result.solved
                   ? "solved"
                   : "not solved (" + std::string(to_string(job->result.stop_reason)) + ")") +
              "; its best board:"};
}

// The board `input` names: "-" (standard input), a job, or a board file. Throws BoardFileError.
ShownBoard shown_board(const std::string& input, std::istream& in) {
  // `nqga first | nqga show -` reads first's line "n = 8: 1 5 8 6 3 7 2 4".
  if (input == "-") return {read_board_text("stdin", in, BoardTextForm::kFileOrFirstLine), ""};
  if (const std::optional<int> id = job_id(input)) return job_board(input, *id);
  return {read_board_file(input), ""};
}

// Renders `input` with a run-time tool into `target`: `command` reads the file named last and
// writes the one after -o. The input goes through a file of the system's temporary folder; the
// output through one next to the target, renamed into place (so a failed or killed tool leaves
// nothing under `target`). A device or FIFO is written in place from a temporary file too, as a
// tool may refuse one (rsvg-convert does). False when the tool fails or leaves a `format` file
// that is not whole (incomplete_figure: a full disk).
bool render_with(const std::string& command, const std::string& input, const fs::path& target,
                 const std::string& format) {
  const OutputTarget output = output_target(target);
  const fs::path scratch =
      temporary_path(fs::temp_directory_path() / ("nqga-" + target.filename().string()));
  const fs::path partial = output.in_place ? scratch : output.first_written(),
                 source = scratch.string() + ".in";
  write_file_atomically(source, input);
  const std::string line =
      command + " -o " + shell_quoted(partial.string()) + " " + shell_quoted(source.string());
  const bool rendered =
      std::system(line.c_str()) == 0 && incomplete_figure(partial, format).empty();
  std::error_code error;
  fs::remove(source, error);
  if (!rendered) {
    fs::remove(partial, error);
    return false;
  }
  if (!output.in_place) {
    finish_output(output);
    return true;
  }
  const std::string drawn = read_text(partial);
  fs::remove(partial, error);
  write_file(output.file, drawn);
  return true;
}

}  // namespace

int show_command(const ShowOptions& o, std::istream& in, std::ostream& out, std::ostream& err) {
  ShownBoard shown;
  try {
    shown = shown_board(o.input, in);
  } catch (const BoardFileError& e) {
    err << "nqga show: " << e.what() << "\n";
    return 2;
  }
  if (const std::string shared = shared_output_refusal({{"--svg", o.svg}, {"--png", o.png}});
      !shared.empty()) {
    err << "nqga show: " << shared << "\n";
    return 2;
  }
  const Board& board = shown.board;
  const std::string name = o.input == "-" ? "stdin" : o.input;
  if (o.svg.empty() && o.png.empty() && board.size() > kMaxTextBoardN) {
    err << "nqga show: " << name << ": " << board.size()
        << " queens are too many for the terminal (at most " << kMaxTextBoardN
        << "); draw them with --svg FILE or --png FILE\n";
    return 2;
  }
  if (!o.png.empty() && !on_path("rsvg-convert")) {
    err << "nqga show: rsvg-convert is not installed, so no PNG was drawn; install it (apt-get "
           "install librsvg2-bin), or draw SVG with --svg FILE\n";
    return 2;
  }
  if (!shown.about.empty()) out << shown.about << "\n";
  if (o.svg.empty() && o.png.empty()) {
    out << board_text(board);
    return 0;
  }
  const std::string svg = board_svg(board);
  if (!o.svg.empty()) {
    write_file_atomically(o.svg, svg);
    out << "wrote " << o.svg << "\n";
  }
  if (!o.png.empty()) {
    if (!render_with("rsvg-convert --format png", svg, o.png, "png")) {
      err << "nqga show: rsvg-convert failed to draw " << o.png << "\n";
      return 1;
    }
    out << "wrote " << o.png << "\n";
  }
  return 0;
}

int tree_command(const TreeOptions& o, std::ostream& out, std::ostream& err) {
  SearchTree tree;
  try {
    tree = search_tree(o.n, !o.no_prune);
  } catch (const std::invalid_argument& e) {
    err << "nqga tree: " << e.what() << "\n";
    return 2;
  }
  if (const std::string shared =
          shared_output_refusal({{"--svg", o.svg}, {"--png", o.png}, {"--dot", o.dot}});
      !shared.empty()) {
    err << "nqga tree: " << shared << "\n";
    return 2;
  }
  const bool draw = !o.svg.empty() || !o.png.empty();
  if (draw && !on_path("dot")) {
    err << "nqga tree: Graphviz's dot is not installed, so no picture was drawn; install it "
           "(apt-get install graphviz), or write the DOT source with --dot FILE, or leave out "
           "--svg and --png for the tree as text\n";
    return 2;
  }
  if (!draw && o.dot.empty()) {
    out << tree_outline(tree);
    return 0;
  }
  for (const std::string& line : tree_caption(tree)) out << line << "\n";
  const std::string dot = tree_dot(tree);
  if (!o.dot.empty()) {
    write_file_atomically(o.dot, dot);
    out << "wrote " << o.dot << "\n";
  }
  // PNG through cairo into a palette image: the same picture in a third of the bytes.
  for (const auto& [file, format] : {std::pair{o.svg, "svg"}, std::pair{o.png, "png"}}) {
    if (file.empty()) continue;
    const std::string renderer = format == std::string("png") ? "png:cairo:gd" : format;
    if (!render_with("dot -T" + renderer, dot, file, format)) {
      err << "nqga tree: dot failed to draw " << file << "\n";
      return 1;
    }
    out << "wrote " << file << "\n";
  }
  return 0;
}

}  // namespace nqga
