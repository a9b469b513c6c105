#!/usr/bin/env bash
# Installs what is missing (Debian 12 packages, with apt-get) and builds nqga in Release mode into
# build/. Sourced by experiments/quickstart.sh and tests/run.sh; safe to run again (a no-op
# install, an incremental build).
set -euo pipefail
nqga_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

packages=(g++ make cmake git libeigen3-dev libyaml-cpp-dev libcli11-dev nlohmann-json3-dev
          libgtest-dev libbenchmark-dev libboost-math-dev gnuplot-nox)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$package")
done
if ((${#missing[@]})); then
  echo "nqga: installing ${missing[*]}" >&2
  as_root=()
  [ "$(id -u)" -eq 0 ] || as_root=(sudo)
  "${as_root[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" >/dev/null
fi

cmake -S "$nqga_root" -B "$nqga_root/build" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$nqga_root/build" -j"$(nproc)"
