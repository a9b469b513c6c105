// The `nqga` executable: the command line with nqga's own operators, models and solvers.
#include <malloc.h>

#include "cli/cli.hpp"

int main(int argc, char** argv) {
  // A fixed mmap threshold: glibc otherwise raises it to the largest block freed, so that a
  // sweep's second job at large n takes its arrays from the heap, where the first job's freed
  // arrays stay held: two jobs in a row at n = 10^5 peaked at 83 MB against 54 MB for one
  // (ResourceGuards.JobsInARowPeakAtOneJobsMemory).
  // Blocks of 256 KiB or more (boards, counters) are mapped and returned to the system when freed.
  mallopt(M_MMAP_THRESHOLD, 256 * 1024);
  return nqga::cli_main(argc, argv);
}
