"""Cross-checks the R fixtures of this folder with SciPy, an independent implementation:
    /usr/bin/python3 tests/data/statistics/check_with_scipy.py
Prints the largest relative difference per file and fails above 1e-12. (Holm and Wilson have no
SciPy counterpart in Debian 12's SciPy 1.10; Friedman in SciPy needs three or more treatments.)"""
import csv
import pathlib
import sys

import scipy
from scipy import stats

HERE = pathlib.Path(__file__).parent


def numbers(text):
    return [float(x) for x in text.split()]


def relative(x, y):
    return 0.0 if x == y else abs(x - y) / abs(y)


def rows(name):
    with open(HERE / name, newline="") as f:
        return list(csv.DictReader(f))


worst = {}
for row in rows("mann_whitney.csv"):
    method = "exact" if row["method"] == "exact" else "asymptotic"
    result = stats.mannwhitneyu(numbers(row["a"]), numbers(row["b"]), use_continuity=True,
                                alternative="two-sided", method=method)
    worst["mann_whitney.csv"] = max(worst.get("mann_whitney.csv", 0),
                                    relative(result.statistic, float(row["u"])),
                                    relative(result.pvalue, float(row["p_value"])))
for row in rows("kruskal.csv"):
    result = stats.kruskal(*[numbers(s) for s in row["samples"].split(";")])
    worst["kruskal.csv"] = max(worst.get("kruskal.csv", 0),
                               relative(result.statistic, float(row["statistic"])),
                               relative(result.pvalue, float(row["p_value"])))
for row in rows("friedman.csv"):
    blocks = [numbers(b) for b in row["blocks"].split(";")]
    if len(blocks[0]) < 3:
        continue
    result = stats.friedmanchisquare(*zip(*blocks))
    worst["friedman.csv"] = max(worst.get("friedman.csv", 0),
                                relative(result.statistic, float(row["statistic"])),
                                relative(result.pvalue, float(row["p_value"])))
for row in rows("wilcoxon_signed_rank.csv"):
    a, b = numbers(row["a"]), numbers(row["b"])
    method = "exact" if row["method"] == "exact" else "approx"
    result = stats.wilcoxon(a, b, zero_method="wilcox", correction=True, method=method)
    # SciPy's two-sided statistic is the smaller of the two rank sums; R's V is that of a > b.
    pairs = sum(x != y for x, y in zip(a, b))
    v = float(row["v"])
    worst["wilcoxon_signed_rank.csv"] = max(worst.get("wilcoxon_signed_rank.csv", 0),
                                            relative(result.statistic,
                                                     min(v, pairs * (pairs + 1) / 2 - v)),
                                            relative(result.pvalue, float(row["p_value"])))
for name, difference in worst.items():
    print(f"{name}: largest relative difference from SciPy {scipy.__version__}: {difference:.1e}")
sys.exit(0 if max(worst.values()) <= 1e-12 else 1)
