// my_models: the nqga command line with one evolution model of my own (immigrants.hpp).
#include "immigrants.hpp"

#include <nqga/cli/cli.hpp>

int main(int argc, char** argv) {
  // Registered while main runs, removed when it returns.
  const nqga::ScopedRegistration immigrants(nqga::model_registry(), my_models::immigrants_model());
  return nqga::cli_main(argc, argv, "my_models 1.0");
}
