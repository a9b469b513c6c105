#!/usr/bin/env bash
# Sourced by the build and test scripts: defines nqga_root (the checkout); nqga_install
# PACKAGE..., which installs those of the Debian 12 packages that are missing (apt-get, through
# sudo when not root, recommended packages left out: R alone recommends hundreds; a no-op when all
# are there); nqga_install_packages, which installs what the quick start and the test command
# need; and nqga_configure PRESET DIR, which configures the build folder of a CMake preset
# (CMakePresets.json).
nqga_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

nqga_install() {
  local missing=() package
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
      missing+=("$package")
  done
  ((${#missing[@]})) || return 0
  echo "nqga: installing ${missing[*]}" >&2
  local as_root=()
  [ "$(id -u)" -eq 0 ] || as_root=(sudo)
  "${as_root[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" >/dev/null
}

# nqga_install_packages: what the quick start and the test command need, in one apt-get call, so
# that the test command after the quick start installs nothing (the sanitizer stages add clang).
nqga_install_packages() {
  # Building: the compilers and libraries. Running: gnuplot (figures), Graphviz (the state-space
  # tree), rsvg-convert (PNG boards), xmllint (which the tests parse the pictures with). The Python
  # module's build and run time (docs/python.md): `pip install --no-build-isolation --no-index .`
  # into a venv builds it offline from these.
  local build=(g++ make cmake ninja-build git libeigen3-dev libyaml-cpp-dev libcli11-dev
    nlohmann-json3-dev libgtest-dev libbenchmark-dev libboost-math-dev gnuplot-nox graphviz
    librsvg2-bin libxml2-utils pybind11-dev python3-dev python3-numpy python3-pandas python3-venv
    python3-setuptools python3-wheel)
  # Testing: mpirun for the shard tests, irace (R's package) for the tuning test, Chromium, its
  # driver and Python's selenium for the report's browser test, pytest for the Python module,
  # clang-format-14 for the sources' formatting, a Jupyter kernel and nbclient for the Python
  # module's interrupt and notebook tests, cadical (the SAT solver the CNF encoding's test runs).
  local tests=(openmpi-bin r-cran-irace chromium chromium-driver python3-selenium python3-pytest
    clang-format-14 python3-jupyter-client python3-ipykernel python3-nbclient cadical)
  nqga_install "${build[@]}" "${tests[@]}"
}

# nqga_configure PRESET DIR [CMAKE_OPTION...]: configures DIR, the binaryDir of PRESET, with the
# options given (tests/run.sh adds -DNQGA_PYTHON=ON). A folder that an older nqga
# configured for Makefiles is reconfigured for Ninja (CMake refuses to switch generators in
# place); its objects are rebuilt once.
nqga_configure() {
  local cache="$nqga_root/$2/CMakeCache.txt"
  if [ -f "$cache" ] && ! grep -qx 'CMAKE_GENERATOR:INTERNAL=Ninja' "$cache"; then
    rm -rf "$cache" "$nqga_root/$2/CMakeFiles"
  fi
  (cd "$nqga_root" && cmake --preset "$1" "${@:3}" >/dev/null)
}
