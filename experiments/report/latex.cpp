#include "report/latex.hpp"

#include <cmath>

#include "comparison/test_registry.hpp"
#include "report/html.hpp"

namespace nqga {

namespace {

std::string latex_number(double value) {
  if (std::isnan(value)) return "--";
  if (std::isinf(value)) return value > 0 ? "$\\infty$" : "$-\\infty$";
  const std::string text = readable(value);  // "1.71e+07" becomes $1.71 \times 10^{7}$
  const auto e = text.find('e');
  if (e == std::string::npos) return text;
  return "$" + text.substr(0, e) + " \\times 10^{" + std::to_string(std::stoi(text.substr(e + 1))) +
         "}$";
}

std::string interval(double value, Interval range) {
  return latex_number(value) + " [" + latex_number(range.low) + ", " + latex_number(range.high) +
         "]";
}

// How a row names a point: its label less "n=..." (the n has its column), or the label itself
// when only n varies.
std::string point_name(const std::string& label, int n) {
  const std::string rest = label_without_n(label, n);
  return latex_escape(rest.empty() ? label : rest);
}

std::string points_table(const ReportInputs& inputs, const Baseline* baseline) {
  const Comparison& comparison = inputs.comparison;
  std::string tex =
      "\\begin{table*}[t]\n\\centering\n\\small\n\\setlength{\\tabcolsep}{4pt}\n\\caption{Success "
      "rate with its Wilson 95\\% interval and "
      "expected running time (ERT) in " +
      latex_escape(comparison.ert_unit) + " with its bootstrap 95\\% interval (" +
      std::to_string(kBootstrapResamples) + " resamples), per parameter point" +
      (baseline ? "; the last column: the change against the baseline (rank test, Holm's "
                  "correction, $\\alpha = " +
                      readable(kReportAlpha) + "$)"
                : std::string()) +
      ".}\n\\begin{tabular}{lrrll" + (baseline ? "l" : "") +
      "}\n\\toprule\nPoint & $n$ & Runs & Success [95\\% CI] & ERT [95\\% CI]" +
      (baseline ? " & vs.\\ baseline" : "") + " \\\\\n\\midrule\n";
  for (const PointResult& point : comparison.points) {
    tex += point_name(point.label, point.n) + " & " + std::to_string(point.n) + " & " +
           std::to_string(point.runs) + " & " +
           interval(static_cast<double>(point.solved) / point.runs, point.success) + " & " +
           interval(point.ert, point.ert_interval);
    if (baseline) {
      const auto it = baseline->changes.find(point.label);
      tex += " & " + (it == baseline->changes.end() ? std::string("--")
                      : !it->second.significant     ? std::string("no change")
                      : it->second.a12 > 0.5        ? std::string("\\textbf{better}")
                                                    : std::string("\\textbf{worse}"));
    }
    tex += " \\\\\n";
  }
  return tex + "\\bottomrule\n\\end{tabular}\n\\end{table*}\n";
}

// The pair's test is named by a mark rather than a column, to keep the table narrow.
std::string pairs_table(const Comparison& comparison) {
  std::string tex =
      "\\begin{table*}[t]\n\\centering\n\\small\n\\setlength{\\tabcolsep}{4pt}\n\\caption{Pairwise "
      "comparison on " +
      latex_escape(metric_name(comparison.metric)) +
      ": two-sided Mann-Whitney $U$ test, or the Wilcoxon signed-rank test ($^\\dagger$) where "
      "both points ran with the same seeds; $p$ corrected by Holm's method over all " +
      std::to_string(comparison.pairs.size()) +
      " pairs; $A_{12}$ (Vargha and Delaney) is the probability that a run of A beats one of B. "
      "Bold: significant at $\\alpha = " +
      readable(kReportAlpha) +
      "$.}\n\\begin{tabular}{rllrrl}\n\\toprule\n$n$ & A & B & $p_\\mathrm{Holm}$ & $A_{12}$ & "
      "Effect \\\\\n\\midrule\n";
  for (const PairResult& pair : comparison.pairs) {
    const PointResult &a = comparison.points[pair.a], &b = comparison.points[pair.b];
    const bool significant = pair.p_holm < kReportAlpha;
    const auto mark = [&](const std::string& text) {
      return significant ? "\\textbf{" + text + "}" : text;
    };
    const RegisteredTest* test = find_test(pair.test.name);
    const std::string paired =
        test != nullptr && test->pairing != Pairing::kNone ? "$^\\dagger$" : "";
    tex += std::to_string(a.n) + " & " + point_name(a.label, a.n) + " & " +
           point_name(b.label, b.n) + " & " + mark(latex_number(pair.p_holm)) + paired + " & " +
           mark(latex_number(pair.a12)) + " & " + pair.effect + " \\\\\n";
  }
  return tex + "\\bottomrule\n\\end{tabular}\n\\end{table*}\n";
}

}  // namespace

std::string latex_escape(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '\\':
        out += "\\textbackslash{}";
        break;
      case '~':
        out += "\\textasciitilde{}";
        break;
      case '^':
        out += "\\textasciicircum{}";
        break;
      case '{':
      case '}':
      case '$':
      case '&':
      case '#':
      case '_':
      case '%':
        out += '\\';
        out += c;
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string latex_tables(const ReportInputs& inputs, const Baseline* baseline) {
  std::string tex =
      "% nqga report: tables of " + inputs.dir.string() + " (needs \\usepackage{booktabs})\n";
  tex += points_table(inputs, baseline);
  if (!inputs.comparison.pairs.empty()) tex += "\n" + pairs_table(inputs.comparison);
  return tex;
}

}  // namespace nqga
