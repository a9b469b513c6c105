"""How long a report.html takes to show in headless Chromium (Debian's chromium and
chromium-driver, Python's selenium), offline: the median over REPEATS loads of the time to
DOMContentLoaded and to the load event (the figures decoded), then the time to open the point
with the most runs (its table built from the page's data) and to draw its first run.
Usage: /usr/bin/python3 experiments/bench/report_render.py PAGE [REPEATS]"""
import statistics
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

OPEN_BIGGEST_POINT = """
const data = JSON.parse(document.getElementById("nqga-runs").textContent);
const counts = {};
for (const run of data.runs) counts[run[1]] = (counts[run[1]] || 0) + 1;
const point = Number(Object.keys(counts).reduce((a, b) => counts[a] >= counts[b] ? a : b));
const start = performance.now();
document.querySelector(`button.runs[data-point="${point}"]`).click();
const opened = performance.now();
document.querySelector("#runs-table tbody tr").click();
return [counts[point], opened - start, performance.now() - opened];
"""


def main():
    page, repeats = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 5
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,2000",
                 "--host-resolver-rules=MAP * ~NOTFOUND", "--proxy-server=127.0.0.1:9"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    ready, loaded = [], []
    try:
        for _ in range(repeats):
            driver.get("about:blank")
            driver.get("file://" + page)
            timing = driver.execute_script(
                "const t = performance.getEntriesByType('navigation')[0];"
                "return [t.domContentLoadedEventEnd, t.loadEventEnd];")
            ready.append(timing[0])
            loaded.append(timing[1])
        runs, open_ms, pick_ms = driver.execute_script(OPEN_BIGGEST_POINT)
    finally:
        driver.quit()
    print(f"{page}: DOMContentLoaded {statistics.median(ready):.0f} ms, load "
          f"{statistics.median(loaded):.0f} ms (median of {repeats}); opening a point's {runs} "
          f"runs {open_ms:.0f} ms, drawing one {pick_ms:.0f} ms")


main()
