#include "report/latex.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "comparison/rank_test_registry.hpp"
#include "report/html.hpp"

namespace nqga {

std::string latex_number(double value) {
  if (std::isnan(value)) return "--";
  if (std::isinf(value)) return value > 0 ? "$\\infty$" : "$-\\infty$";
  if (value == 0) return "$0$";
  int exponent = static_cast<int>(std::floor(std::log10(std::fabs(value))));
  char text[32];
  if (exponent >= -2 && exponent < 4) {  // 0.0123 to 9999: three significant digits, fixed
    std::snprintf(text, sizeof text, "%.*f", std::max(0, 2 - exponent), value);
    return "$" + std::string(text) + "$";
  }
  double mantissa = value / std::pow(10.0, exponent);
  if (std::fabs(mantissa) >= 9.995) {  // 9.996e5 is 1.00 x 10^6, not 10.00 x 10^5
    mantissa /= 10;
    ++exponent;
  }
  std::snprintf(text, sizeof text, "%.2f", mantissa);
  return "$" + std::string(text) + " \\times 10^{" + std::to_string(exponent) + "}$";
}

namespace {

// Bold text and numbers: \boldmath makes a number's $...$ bold too (\textbf alone does not
// reach into math mode).
std::string bold(const std::string& text) { return "\\textbf{\\boldmath " + text + "}"; }

// The tabular at its natural width, shrunk to the line when it is wider (graphicx's
// \resizebox, where \width is the tabular's natural width).
std::string fitted(const std::string& columns, const std::string& rows) {
  return "\\resizebox{\\ifdim\\width>\\linewidth\\linewidth\\else\\width\\fi}{!}{%\n"
         "\\begin{tabular}{" +
         columns + "}\n" + rows + "\\end{tabular}}\n";
}

std::string table_star(const std::string& caption, const std::string& tabular) {
  return "\\begin{table*}[t]\n\\centering\n\\small\n\\setlength{\\tabcolsep}{4pt}\n\\caption{" +
         caption + "}\n" + tabular + "\\end{table*}\n";
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

// The baseline's three cells of a point: its ERT there, the ratio with its interval, and the
// verdict (bold where established; "not established" is never "no change").
std::string baseline_cells(const Baseline& baseline, const std::string& label) {
  const auto it = baseline.changes.find(label);
  if (it == baseline.changes.end()) return " & -- & -- & --";
  const BaselineChange& change = it->second;
  const std::string verdict = change.status != ClaimStatus::kEstablished
                                  ? std::string(claim_status_name(change.status))
                              : change.a12 > 0.5 ? std::string("\\textbf{better}")
                                                 : std::string("\\textbf{worse}");
  return " & " + latex_number(change.old_ert) + " & " +
         interval(change.ratio, change.ratio_interval) + " & " + verdict;
}

std::string points_table(const ReportInputs& inputs, const Baseline* baseline) {
  const Comparison& comparison = inputs.comparison;
  const std::string caption =
      "Success rate with its Wilson 95\\% interval and expected running time (ERT) in " +
      latex_escape(comparison.ert_unit) + " with its bootstrap 95\\% interval (" +
      std::to_string(kBootstrapResamples) + " resamples), per parameter point" +
      (baseline ? "; against the baseline: its ERT, the ratio of this ERT to it with its "
                  "bootstrap 95\\% interval, and the claim policy's verdict (Holm's "
                  "correction, established below " +
                      readable(kClaimLevel) + "; not established is not no change)"
                : std::string()) +
      ".";
  std::string rows = "\\toprule\nPoint & $n$ & Runs & Success [95\\% CI] & ERT [95\\% CI]" +
                     std::string(baseline ? " & Baseline ERT & Ratio [95\\% CI] & Change" : "") +
                     " \\\\\n\\midrule\n";
  for (const PointResult& point : comparison.points) {
    rows += point_name(point.label, point.n) + " & " + std::to_string(point.n) + " & " +
            std::to_string(point.runs) + " & " +
            interval(static_cast<double>(point.solved) / point.runs, point.success) + " & " +
            interval(point.ert, point.ert_interval) +
            (baseline ? baseline_cells(*baseline, point.label) : std::string()) + " \\\\\n";
  }
  return table_star(caption, fitted(baseline ? "lrrrrrrl" : "lrrrr", rows + "\\bottomrule\n"));
}

// The pair's test is named by a mark rather than a column, to keep the table narrow.
std::string pairs_table(const Comparison& comparison) {
  const std::string caption =
      "Pairwise comparison on " + latex_escape(metric_name(comparison.metric)) +
      ": two-sided Mann-Whitney $U$ test, or the Wilcoxon signed-rank test ($^\\dagger$) where "
      "both points ran with the same seeds; $p$ corrected by Holm's method over all " +
      std::to_string(comparison.family) +
      " tests (the pairs and the omnibus tests); $A_{12}$ (Vargha and Delaney) is the probability "
      "that a run of A beats one of B. "
      "Bold: established below " +
      readable(kClaimLevel) + ".";
  std::string rows =
      "\\toprule\n$n$ & A & B & $p_\\mathrm{Holm}$ & $A_{12}$ & Effect \\\\\n\\midrule\n";
  for (const PairResult& pair : comparison.pairs) {
    const PointResult &a = comparison.points[pair.a], &b = comparison.points[pair.b];
    const bool significant = pair.evidence.status == ClaimStatus::kEstablished;
    const auto mark = [&](const std::string& text) { return significant ? bold(text) : text; };
    const RegisteredTest* test = find_test(pair.test.name);
    const std::string paired =
        test != nullptr && test->pairing != Pairing::kNone ? "$^\\dagger$" : "";
    rows += std::to_string(a.n) + " & " + point_name(a.label, a.n) + " & " +
            point_name(b.label, b.n) + " & " + mark(latex_number(pair.p_holm)) + paired + " & " +
            mark(latex_number(pair.a12)) + " & " + pair.effect + " \\\\\n";
  }
  return table_star(caption, fitted("rllrrl", rows + "\\bottomrule\n"));
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
  std::string tex = "% nqga report: tables of " + inputs.dir.string() +
                    " (needs \\usepackage{booktabs,graphicx})\n";
  tex += points_table(inputs, baseline);
  if (!inputs.comparison.pairs.empty()) tex += "\n" + pairs_table(inputs.comparison);
  return tex;
}

}  // namespace nqga
