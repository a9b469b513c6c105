// The `nqga` executable: the command line with nqga's own operators, models and solvers.
#include "cli/cli.hpp"

int main(int argc, char** argv) { return nqga::cli_main(argc, argv); }
