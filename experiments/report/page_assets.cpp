#include "report/page_assets.hpp"

namespace nqga {

const char* const kReportStyle = R"css(
body { font: 14px/1.45 "DejaVu Sans", Helvetica, Arial, sans-serif; color: #1a1a1a;
       max-width: 1200px; margin: 0 auto; padding: 0 16px 48px;
       overflow-wrap: break-word; }  /* a word longer than a phone's line (the run
       directory's path, a label) breaks instead of widening the page */
h1 { font-size: 22px; margin: 20px 0 4px; }
h2 { font-size: 18px; margin: 28px 0 8px; border-bottom: 1px solid #ccc; }
h3 { font-size: 15px; margin: 18px 0 6px; }
p.lead { color: #444; margin-top: 0; }
table { border-collapse: collapse; margin: 8px 0; font-size: 13px; }
th, td { border: 1px solid #d0d0d0; padding: 3px 7px; text-align: right; vertical-align: top; }
th { background: #f2f2f2; }
td.text, th.text { text-align: left; }
/* A wide table scrolls by itself, not the page; shadows at the edges that hide columns (drawn
   by backgrounds that scroll with the content) and a hint above it say that it does. */
table { display: block; max-width: 100%; overflow-x: auto; width: max-content;
        background: linear-gradient(to right, #fff 30%, rgba(255,255,255,0)),
                    linear-gradient(to left, #fff 30%, rgba(255,255,255,0)) 100% 0,
                    radial-gradient(farthest-side at 0 50%, rgba(0,0,0,.3), rgba(0,0,0,0)),
                    radial-gradient(farthest-side at 100% 50%, rgba(0,0,0,.3), rgba(0,0,0,0)) 100% 0;
        background-repeat: no-repeat; background-size: 40px 100%, 40px 100%, 16px 100%, 16px 100%;
        background-attachment: local, local, scroll, scroll; }
.scroll-hint { color: #8a4b00; font-size: 12px; margin: 6px 0 0; }
table.sortable th { cursor: pointer; user-select: none; }
table.sortable th[aria-sort=ascending]::after { content: " \25B2"; }
table.sortable th[aria-sort=descending]::after { content: " \25BC"; }
.iqr, .ci { color: #666; font-size: 12px; }
.better { background: #d8f0e4; } .worse { background: #f9dcd0; }
.better-strong { background: #9fd8bc; } .worse-strong { background: #f1ab8c; }
.same { background: #f7f7f7; color: #555; }
.diag { background: #e6e6e6; }
/* A value's column may shrink below its longest word (a commit hash, a path) and break it, so
   that provenance never widens the page past a phone's screen. */
dl.facts { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 2px 14px; }
dl.facts dt { font-weight: bold; } dl.facts dd { margin: 0; overflow-wrap: anywhere; }
pre { background: #f7f7f7; border: 1px solid #ddd; padding: 8px; overflow-x: auto; font-size: 12px; }
figure { margin: 12px 0 22px; overflow-x: auto; }
figure img { max-width: 100%; height: auto; border: 1px solid #eee; }
/* On a phone a figure keeps a width at which its text is legible (plots/style.gp's 11 to 14 px
   at 960 px wide stay 10 px or more) and scrolls sideways instead of shrinking to 4 px text. */
@media (max-width: 760px) {
  body { padding: 0 10px 40px; }
  figure img { max-width: none; width: 880px; }
  h1 { font-size: 19px; }
}
figcaption { color: #444; font-size: 13px; }
button.runs { font-size: 12px; padding: 0 6px; }
#runs-point { max-width: 100%; }  /* a long point label never widens the page */
#run-view { display: flex; gap: 18px; flex-wrap: wrap; align-items: flex-start; }
#run-view svg, #run-view img { border: 1px solid #ddd; }
tr.picked td { background: #fff4c2; }
.note { color: #555; font-size: 13px; }
.warning { color: #8a2a00; font-weight: bold; }
@media print {
  button, select, #run-view, .scroll-hint { display: none; }
  table { display: table; background: none; }
  h2 { break-after: avoid; } figure, table { break-inside: avoid; }
  body { max-width: none; }
}
)css";

// Sorting: a header click sorts its table's body by that column, on data-sort where a cell has
// one (numbers) and on the text otherwise; a second click reverses. The runs: the JSON in
// #nqga-runs holds every job's row, its curve (falls of the best conflicts against evaluations)
// and the index of its board picture when it has one; a point's runs table is built when it is
// opened, a curve or board only when a run is picked.
const char* const kReportScript = R"js(
"use strict";
function sortKey(cell) {
  const key = cell.getAttribute("data-sort");
  if (key === null) return cell.textContent.trim();
  return key === "" ? NaN : Number(key);
}
function compareKeys(a, b) {
  if (typeof a === "number" && typeof b === "number") {
    if (isNaN(a)) return isNaN(b) ? 0 : 1;
    if (isNaN(b)) return -1;
    return a - b;
  }
  return String(a).localeCompare(String(b), undefined, {numeric: true});
}
function makeSortable(table) {
  table.querySelectorAll("thead th").forEach((th, column) => {
    th.addEventListener("click", () => {
      const ascending = th.getAttribute("aria-sort") !== "ascending";
      table.querySelectorAll("thead th").forEach(h => h.removeAttribute("aria-sort"));
      th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
      const body = table.tBodies[0];
      const rows = Array.from(body.rows);
      rows.sort((x, y) => {
        const order = compareKeys(sortKey(x.cells[column]), sortKey(y.cells[column]));
        return ascending ? order : -order;
      });
      rows.forEach(row => body.appendChild(row));
    });
  });
}
const svgNS = "http://www.w3.org/2000/svg";
function svgElement(name, attributes, text) {
  const element = document.createElementNS(svgNS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  if (text !== undefined) element.textContent = text;
  return element;
}
// A run's best conflicts against evaluations (log axis), as a step line.
function curveSvg(curve, label) {
  const width = 520, height = 300, left = 56, bottom = 40, top = 24, right = 16;
  const svg = svgElement("svg", {width, height, viewBox: `0 0 ${width} ${height}`, role: "img",
                                 "aria-label": label});
  svg.appendChild(svgElement("text", {x: left, y: 16, "font-size": 13}, label));
  if (curve.length < 2) {
    svg.appendChild(svgElement("text", {x: left, y: 60}, "no curve recorded for this run"));
    return svg;
  }
  const xs = [], ys = [];
  for (let i = 0; i < curve.length; i += 2) { xs.push(Math.max(1, curve[i])); ys.push(curve[i + 1]); }
  const x0 = Math.log10(xs[0]), x1 = Math.max(Math.log10(xs[xs.length - 1]), x0 + 1);
  const y1 = Math.max(...ys, 1);
  const px = x => left + (Math.log10(x) - x0) / (x1 - x0) * (width - left - right);
  const py = y => top + (1 - y / y1) * (height - top - bottom);
  let path = `M${px(xs[0])},${py(ys[0])}`;
  for (let i = 1; i < xs.length; ++i) path += ` H${px(xs[i])} V${py(ys[i])}`;
  svg.appendChild(svgElement("line", {x1: left, y1: py(0), x2: width - right, y2: py(0), stroke: "#888"}));
  svg.appendChild(svgElement("line", {x1: left, y1: top, x2: left, y2: py(0), stroke: "#888"}));
  svg.appendChild(svgElement("path", {d: path, fill: "none", stroke: "#0072B2", "stroke-width": 2}));
  svg.appendChild(svgElement("text", {x: left - 6, y: py(y1) + 4, "text-anchor": "end", "font-size": 11}, String(y1)));
  svg.appendChild(svgElement("text", {x: left - 6, y: py(0) + 4, "text-anchor": "end", "font-size": 11}, "0"));
  svg.appendChild(svgElement("text", {x: left, y: height - 22, "font-size": 11}, String(xs[0])));
  svg.appendChild(svgElement("text", {x: width - right, y: height - 22, "text-anchor": "end", "font-size": 11},
                             String(Math.round(Math.pow(10, x1)))));
  svg.appendChild(svgElement("text", {x: (left + width) / 2, y: height - 6, "text-anchor": "middle", "font-size": 12},
                             "evaluations (log scale)"));
  svg.appendChild(svgElement("text", {x: 14, y: (top + height - bottom) / 2, "font-size": 12,
                                      transform: `rotate(-90 14 ${(top + height - bottom) / 2})`,
                                      "text-anchor": "middle"}, "best conflicts"));
  return svg;
}
const runsElement = document.getElementById("nqga-runs");
const runsData = runsElement ? JSON.parse(runsElement.textContent) : {points: [], runs: [], boards: []};
const runColumns = ["job", "replicate", "seed", "stop reason", "generations", "work", "seconds",
                    "best conflicts", "validated", "board"];
function showRun(run, row) {
  document.querySelectorAll("#runs-table tr.picked").forEach(r => r.classList.remove("picked"));
  row.classList.add("picked");
  const view = document.getElementById("run-view");
  view.replaceChildren(curveSvg(run[10], `job ${run[0]}: best conflicts against evaluations`));
  const board = document.createElement("div");
  if (run[11] >= 0) {
    const image = document.createElement("img");
    image.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(runsData.boards[run[11]]);
    image.width = 320;
    image.alt = `the final board of job ${run[0]}`;
    board.appendChild(image);
  } else {
    board.textContent = runsData.board_note;
  }
  view.appendChild(board);
}
function openPoint(point) {
  const select = document.getElementById("runs-point");
  select.value = String(point);
  const table = document.getElementById("runs-table");
  const body = table.tBodies[0];
  body.replaceChildren();
  for (const run of runsData.runs) {
    if (run[1] !== point) continue;
    const row = body.insertRow();
    const cells = [run[0], run[2], run[3], run[4], run[5], run[6], run[7], run[8],
                   run[9] ? "yes" : "no", run[11] >= 0 ? "picture" : "–"];
    cells.forEach((value, i) => {
      const cell = row.insertCell();
      const shown = typeof value === "number" && !Number.isInteger(value) ? value.toPrecision(3) : value;
      cell.textContent = value === null ? "–" : shown;
      if (typeof value === "number") cell.setAttribute("data-sort", value);
      if (i === 2 || i === 3) cell.className = "text";
    });
    row.addEventListener("click", () => showRun(run, row));
  }
  document.getElementById("run-view").replaceChildren();
  document.getElementById("runs-count").textContent =
      `${body.rows.length} runs of point ${point}; pick one for its curve and board.`;
  markScrollers();
}
document.querySelectorAll("table.sortable").forEach(makeSortable);
// Above each table or figure wider than the screen, a line that says it scrolls sideways; kept
// in step with the window's width.
function markScrollers() {
  document.querySelectorAll("table, figure").forEach(box => {
    const hint = box.previousElementSibling;
    const has = hint !== null && hint.classList.contains("scroll-hint");
    const wide = box.scrollWidth > box.clientWidth + 1;
    if (wide && !has) {
      const line = document.createElement("p");
      line.className = "scroll-hint";
      line.textContent = "\u2194 wider than the screen: scroll it sideways";
      box.before(line);
    } else if (!wide && has) {
      hint.remove();
    }
  });
}
window.addEventListener("load", markScrollers);
window.addEventListener("resize", markScrollers);
document.querySelectorAll("button.runs").forEach(button => {
  button.addEventListener("click", () => {
    openPoint(Number(button.getAttribute("data-point")));
    document.getElementById("runs").scrollIntoView();
  });
});
const pointSelect = document.getElementById("runs-point");
if (pointSelect) {
  pointSelect.addEventListener("change", () => openPoint(Number(pointSelect.value)));
  if (runsData.points.length) openPoint(runsData.points[0][0]);
}
)js";

}  // namespace nqga
