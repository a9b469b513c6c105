#!/usr/bin/env bash
# Sourced by the build and test scripts: defines nqga_root (the checkout) and
# nqga_install PACKAGE..., which installs those of the Debian 12 packages that are missing (apt-get,
# through sudo when not root). Safe to call again: a no-op when all are there.
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
