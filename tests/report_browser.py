"""Loads a report.html in headless Chromium (through chromedriver) with the network unreachable
and checks what a reader sees: no console errors, no request beyond the page itself, a row for
every point of summary.csv, sorting by a column reorders the rows, every figure decoded, and a
point's runs open with a run's curve and board, and at a phone's width the page no wider than
the screen with figures kept legible. Exits 0 when all hold, 1 naming the first that
does not. Usage: python3 report_browser.py PAGE SUMMARY_CSV [SCREENSHOT]"""
import csv
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By


def fail(message):
    print("report browser test: " + message, file=sys.stderr)
    sys.exit(1)


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,2000",
                 # No network: every host resolves to nothing and every proxy is closed.
                 "--host-resolver-rules=MAP * ~NOTFOUND", "--proxy-server=127.0.0.1:9",
                 "--no-first-run", "--disable-extensions"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def column_keys(driver, column):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#points-table tbody tr'))"
        ".map(r => r.cells[arguments[0]].getAttribute('data-sort'));", column)


def click_sorted(driver, header_text):
    """Clicks the points table's header that starts with `header_text`; returns its column's keys."""
    headers = driver.find_elements(By.CSS_SELECTOR, "#points-table thead th")
    column = next(i for i, h in enumerate(headers) if h.text.startswith(header_text))
    headers[column].click()
    return [float(k) if k else float("nan") for k in column_keys(driver, column)]


def check_sorting(driver):
    original = [float(k) for k in column_keys(driver, 0)]  # the point column, in point order
    ascending = click_sorted(driver, "point")
    descending = click_sorted(driver, "point")
    if ascending != sorted(original) or descending != sorted(original, reverse=True):
        fail(f"sorting by point gave {ascending}, then {descending}")
    if descending == original:
        fail("a second click on the point column did not reorder the rows")
    ert = click_sorted(driver, "ERT")
    if ert != sorted(ert):
        fail(f"sorting by ERT did not order the rows: {ert}")


def check_runs(driver):
    driver.find_elements(By.CSS_SELECTOR, "button.runs")[-1].click()
    rows = driver.find_elements(By.CSS_SELECTOR, "#runs-table tbody tr")
    if not rows:
        fail("the last point's runs button opened no runs")
    rows[0].click()
    if not driver.find_elements(By.CSS_SELECTOR, "#run-view svg path"):
        fail("picking a run drew no convergence curve")
    board = driver.find_elements(By.CSS_SELECTOR, "#run-view img")
    if not board or not driver.execute_script("return arguments[0].naturalWidth > 0", board[0]):
        fail("picking a point's first run showed no board picture")


def overflowing(driver, width):
    """The elements whose content passes WIDTH and that no scrolling box holds, each as its tag,
    class and first words: what widened the page."""
    return driver.execute_script("""
        const held = e => { for (let a = e; a; a = a.parentElement)
            if (["auto", "scroll", "hidden"].includes(getComputedStyle(a).overflowX)) return true;
          return false; };
        return Array.from(document.querySelectorAll("body *"))
          .map(e => [e, Math.round(e.getBoundingClientRect().left + e.scrollWidth)])
          .filter(([e, right]) => right > arguments[0] && !held(e))
          .slice(0, 8).map(([e, right]) => `${e.tagName.toLowerCase()}.${e.className} `
            + `(to ${right} px): `
            + `${(e.textContent || "").trim().slice(0, 50)}`);""", width)


def check_phone(driver, page):
    """At a phone's 390 px the page itself is no wider than the screen (wide tables and figures
    scroll in their own boxes), and each figure keeps 880 px, where its text stays 10 px or more."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    driver.get("file://" + page)
    wide = driver.execute_script("return [document.documentElement.scrollWidth, innerWidth]")
    if wide[0] > 390 or wide[1] > 390:
        fail(f"at 390 px the page is {wide[0]} px wide (layout viewport {wide[1]} px); "
             f"beyond the screen, outside a box that scrolls: {overflowing(driver, 390)}")
    widths = driver.execute_script("return Array.from(document.querySelectorAll('#figures img'))"
                                   ".map(i => i.getBoundingClientRect().width)")
    if any(width < 880 for width in widths):
        fail(f"at 390 px figures shrink to {min(widths)} px, their text below 10 px")


def main():
    page, summary = sys.argv[1], sys.argv[2]
    with open(summary, newline="") as f:
        labels = [row["label"] for row in csv.DictReader(f)]
    driver = browser()
    try:
        driver.get("file://" + page)
        rows = driver.find_elements(By.CSS_SELECTOR, "#points-table tbody tr")
        shown = [row.find_elements(By.TAG_NAME, "td")[1].text.replace("\n", " ") for row in rows]
        if sorted(shown) != sorted(labels):
            fail(f"the points table shows {shown}, summary.csv has {labels}")
        figures = driver.find_elements(By.CSS_SELECTOR, "#figures img")
        if len(figures) < 5:
            fail(f"{len(figures)} figures on the page, expected the plot step's (5 or more)")
        for image in figures:
            if not driver.execute_script("return arguments[0].complete && "
                                         "arguments[0].naturalWidth > 0", image):
                fail("a figure did not decode: " + image.get_attribute("alt"))
        check_sorting(driver)
        check_runs(driver)
        if len(sys.argv) > 3:
            driver.execute_script("window.scrollTo(0, 0)")
            driver.save_screenshot(sys.argv[3])
        requests = driver.execute_script(
            "return performance.getEntriesByType('resource').map(e => e.name)")
        if requests:
            fail(f"the page asked for files beside it or on the network: {requests}")
        errors = [e for e in driver.get_log("browser") if e["level"] in ("SEVERE", "WARNING")]
        if errors:
            fail(f"console messages: {errors}")
        check_phone(driver, page)
    finally:
        driver.quit()
    print(f"report browser test: {len(labels)} points, {len(figures)} figures, sorting, runs "
          "and boards, no console errors, no requests, no wider than a phone")


main()
