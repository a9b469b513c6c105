// The experiment API (experiments/experiment/) for the package's nqga.Experiment: load or open,
// run into a run directory as `nqga run` does, compare, plot. Results come back as plain dicts
// and lists; the package reads the run directory's tables into DataFrames. run() releases the
// GIL, so Python operators and other threads go on while the jobs run, and takes interrupts from
// Python (interruptible_call.hpp), not from signals.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>
#include <pybind11/stl/filesystem.h>

#include "bindings.hpp"
#include "comparison/comparison_report.hpp"
#include "comparison/result_tables.hpp"
#include "config/keys.hpp"
#include "experiment/experiment.hpp"
#include "interruptible_call.hpp"
#include "report/conclusions.hpp"
#include "report/report_inputs.hpp"
#include "results/read_results.hpp"
#include "run/csv.hpp"
#include "run/job_order.hpp"
#include "run/whole_lines.hpp"
#include "thread_state.hpp"

namespace py = pybind11;

namespace nqga::python {

namespace {

py::dict figures_dict(const Figures& figures) {
  py::dict d;
  d["folder"] = figures.folder;
  d["drawn"] = figures.drawn;
  d["not_drawn"] = figures.not_drawn;
  d["gnuplot_missing"] = figures.gnuplot_missing;
  d["failures"] = figures.failures;
  return d;
}

// A conclusion as one line: its lead (which ends where its clauses begin), its clauses joined by
// "; ", its tail, as the report's list item reads without its citations.
std::string plain_text(const Statement& statement) {
  std::string text = statement.lead + (statement.listed ? " " : "");
  for (std::size_t i = 0; i < statement.clauses.size(); ++i) {
    text += (i ? "; " : "") + statement.clauses[i].text;
  }
  return text + statement.tail;
}

// Column specs as Python dicts: name, type, unit, meaning.
py::list specs_list(const std::vector<ColumnSpec>& specs) {
  py::list columns;
  for (const ColumnSpec& spec : specs) {
    py::dict column;
    column["name"] = spec.name;
    column["type"] = column_type_name(spec.type);
    column["unit"] = spec.unit;
    column["meaning"] = spec.meaning;
    columns.append(column);
  }
  return columns;
}

py::dict report_dict(const RunReport& report) {
  py::dict d;
  d["directory"] = report.directory;
  d["jobs_total"] = report.jobs_total;
  d["jobs_done"] = report.jobs_done;
  d["resumed"] = report.resumed;
  d["failures"] = report.failures;
  d["write_failure"] = report.write_failure;
  d["signal"] = report.signal;
  d["exit_code"] = report.exit_code();
  d["comparison"] = report.summary ? report.summary->comparison : std::string();
  d["invalid"] = report.summary ? report.summary->invalid() : 0;
  d["figures"] = report.figures ? py::object(figures_dict(*report.figures)) : py::none();
  return d;
}

}  // namespace

void bind_experiment_calls(py::module_& m) {
  m.def(
      "keys", [] { return keys_markdown(*KeySchema::current()); },
      "The config reference (`nqga keys`) as Markdown, registered operators included.");
  m.def(
      "table_columns", [](const std::string& file) { return specs_list(table_columns(file)); },
      py::arg("file"),
      "The columns of a run directory's table FILE (comparison/result_tables.hpp): name, type "
      "(text, count, real, flag, seed), unit, meaning; runs.csv, summary.csv and "
      "generations_quantiles.csv without the sweep's axes.");
  m.def(
      "log_columns", [](std::size_t islands) { return specs_list(generation_log_specs(islands)); },
      py::arg("islands"),
      "The columns of a job's per-generation log (jobs/ID.gens.csv) with ISLANDS island columns, "
      "as table_columns gives a table's.");
  py::class_<Experiment>(m, "NativeExperiment")
      .def_static("load", &Experiment::load, py::arg("config"), py::arg("overrides"))
      .def_static("open", &Experiment::open, py::arg("dir"))
      .def(
          "directory_for",
          [](const Experiment& experiment) { return experiment.directory_for({}); },
          "output.dir/experiment, its names checked as run() checks them (ConfigError)")
      .def_property_readonly("directory", &Experiment::directory)
      .def_property_readonly("axes", &Experiment::axes)
      .def_property_readonly("warnings", &Experiment::warnings)
      .def_property_readonly("design",
                             [](const Experiment& experiment) {
                               const Design design = experiment.design();
                               py::list axes;
                               for (const DesignAxis& axis : design.axes) {
                                 py::dict row;
                                 row["key"] = axis.key;
                                 row["role"] = role_name(axis.role);
                                 row["values"] = axis.values;
                                 axes.append(row);
                               }
                               py::dict result;
                               result["axes"] = axes;
                               result["seeds"] = design.seeds;
                               result["seeding"] = design.seeding;
                               return result;
                             })
      .def(
          "run",
          [](Experiment& experiment, const std::string& out, int jobs, const std::string& shard,
             bool plot, bool fresh, bool progress, const std::string& order,
             const std::string& command_line, py::object on_generation) {
            const std::optional<JobOrder> job_order = job_order_named(order);
            if (!job_order)
              throw py::value_error("order must be " + std::string(kJobOrderNames) + ", got '" +
                                    order + "'");
            RunSettings settings;
            settings.order = *job_order;
            settings.out = out;
            settings.jobs = jobs;
            settings.shard = shard;
            settings.no_plot = !plot;
            settings.fresh = fresh;
            settings.progress = progress;
            settings.command_line = command_line;
            settings.on_generation = python_generation_watch(std::move(on_generation));
            InterruptibleCall call(
                "nqga: interrupted: no new jobs; the jobs in flight stop at their generation's "
                "end, kept as checkpoints (running the same call again resumes them).");
            settings.interrupts = &call.interrupts();
            RunReport report;
            WholeLines log(write_python_stderr);  // under the cell in a notebook
            call.run([&] { report = experiment.run(settings, log); });
            return report_dict(report);
          },
          py::arg("out"), py::arg("jobs"), py::arg("shard"), py::arg("plot"), py::arg("fresh"),
          py::arg("progress"), py::arg("order"), py::arg("command_line"), py::arg("on_generation"))
      .def(
          "compare",
          [](const Experiment& experiment, const std::string& metric, const std::string& baseline,
             const std::string& test) {
            const Metric chosen = metric_named(metric);
            Comparison comparison;
            {
              py::gil_scoped_release free;
              comparison = experiment.compare(chosen, baseline, test);
            }
            return comparison_csv(comparison);
          },
          py::arg("metric"), py::arg("baseline"), py::arg("test"))
      .def(
          "table",
          [](const Experiment& experiment, const std::string& file) {
            py::gil_scoped_release free;
            return table_csv(result_table(read_results(experiment.directory()), file));
          },
          py::arg("file"),
          "Table FILE rebuilt from the run directory's job records, as CSV text; never the file.")
      .def(
          "conclusions",
          [](const Experiment& experiment) {
            std::vector<ConclusionGroup> groups;
            {
              py::gil_scoped_release free;
              groups = conclusions(read_report_inputs(experiment.directory()));
            }
            py::list result;
            for (const ConclusionGroup& group : groups) {
              py::list statements;
              for (const Statement& statement : group.statements) {
                statements.append(plain_text(statement));
              }
              result.append(py::make_tuple(group.heading, statements, group.note));
            }
            return result;
          },
          "The report's conclusions (report/conclusions.hpp) as (heading, statements, note), "
          "each statement in plain text.")
      .def("summarize",
           [](Experiment& experiment) {
             py::gil_scoped_release free;
             experiment.summarize();
           })
      .def("plot", [](const Experiment& experiment) {
        Figures figures;
        {
          py::gil_scoped_release free;
          figures = experiment.plot();
        }
        return figures_dict(figures);
      });
}

}  // namespace nqga::python
