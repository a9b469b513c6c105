#!/usr/bin/env bash
# Sourced by the build and test scripts: defines nqga_root (the checkout), nqga_install
# PACKAGE..., which installs those of the Debian 12 packages that are missing (apt-get, through
# sudo when not root; a no-op when all are there), nqga_install_build_deps, which installs what
# building and running nqga needs, and nqga_configure PRESET DIR, which configures the build
# folder of a CMake preset (CMakePresets.json).
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

# nqga_install_build_deps: what building nqga and running it needs.
nqga_install_build_deps() {
  # gnuplot (figures), Graphviz (the state-space tree), rsvg-convert (PNG boards) and xmllint
  # (which the tests parse the pictures with) are run-time tools.
  nqga_install g++ make cmake ninja-build git libeigen3-dev libyaml-cpp-dev libcli11-dev \
    nlohmann-json3-dev libgtest-dev libbenchmark-dev libboost-math-dev gnuplot-nox graphviz \
    librsvg2-bin libxml2-utils
  # The Python module's build and run time (docs/python.md): `pip install --no-build-isolation
  # --no-index .` into a venv builds it offline from these.
  nqga_install pybind11-dev python3-dev python3-numpy python3-pandas python3-venv \
    python3-setuptools python3-wheel
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
