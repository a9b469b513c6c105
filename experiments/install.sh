#!/usr/bin/env bash
# Sourced by the build and test scripts: defines nqga_root (the checkout),
# nqga_install PACKAGE..., which installs those of the Debian 12 packages that are missing (apt-get,
# through sudo when not root; a no-op when all are there), and nqga_configure PRESET DIR,
# which configures the build folder of a CMake preset (CMakePresets.json).
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
