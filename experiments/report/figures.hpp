// "Figures": the SVG figures `nqga plot` drew into DIR/plots, each inside the page as a data: URI
// (so its ids and styles stay its own), in the order a reader asks for them, with a caption; and
// beside the run-time ECDF, the area under each point's curve. A figure the plot step did not
// draw is not on the page; the section says how to draw the figures when there are none.
#pragma once

#include <string>

#include "report/report_inputs.hpp"

namespace nqga {

std::string figures_section(const ReportInputs& inputs);

// The area under each point's run-time ECDF (statistics/ecdf_area.hpp) on the axis the figure
// spans (the least and the most work of any solved run), as a table; "" without solved runs.
std::string ecdf_area_table(const std::vector<PointRuns>& points);

}  // namespace nqga
