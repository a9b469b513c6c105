// Runs a sweep through nqga's C++ API and reads its summary: roulette against tournament
// selection on 8 and 12 queens, 5 seeds each, at most 20 generations a run (so that not every
// run solves), then the points compared on evaluations.
// Usage: sweep_api CONFIG RUN_DIR   (CONFIG: for example share/nqga/configs/quickstart.yaml)
#include <cstdio>
#include <exception>
#include <iostream>
#include <nqga/experiment/experiment.hpp>

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: sweep_api CONFIG RUN_DIR\n";
    return 2;
  }
  try {
    // The config with overrides, as `nqga run CONFIG n=[8,12] seeds=5 stop.max_generations=20`
    // takes them; an error names file:line:col and the key, as the command line's.
    nqga::Experiment experiment =
        nqga::Experiment::load(argv[1], {"n=[8,12]", "seeds=5", "stop.max_generations=20"});
    std::cout << experiment.points().size() << " points, " << experiment.jobs().size() << " jobs\n";

    nqga::RunSettings settings;
    settings.out = argv[2];
    settings.jobs = 2;
    settings.no_plot = true;  // experiment.plot() would draw the figures
    const nqga::RunReport report = experiment.run(settings, std::cerr);
    if (!report.summary) {
      std::cerr << "the tables were not written: " << report.write_failure << "\n";
      return 1;
    }
    for (const nqga::PointSummary& point : report.summary->points) {
      std::printf(
          "point %d: %s: %d of %d solved (success rate %.4f), median evaluations to solve %.0f\n",
          point.point, point.label.c_str(), point.solved, point.runs, point.success_rate,
          point.evaluations.median);
    }
    const nqga::Comparison comparison = experiment.compare();
    for (const nqga::PairResult& pair : comparison.pairs) {
      std::printf("%s vs %s: p = %.3g (Holm %.3g), A12 = %.2f\n",
                  comparison.points[pair.a].label.c_str(), comparison.points[pair.b].label.c_str(),
                  pair.test.p_value, pair.p_holm, pair.a12);
    }
    return report.exit_code();
  } catch (const std::exception& e) {  // a config error, a run directory refused
    std::cerr << "sweep_api: " << e.what() << "\n";
    return 2;
  }
}
