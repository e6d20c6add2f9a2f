#!/usr/bin/env bash
# Browser tests need a Chromium; Playwright's own download is not possible here, so the
# system package is used. Installs Debian's chromium when it is missing and we may (root + apt).
set -euo pipefail
for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then exit 0; fi
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium fehlt: installiere das Debian-Paket chromium ..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
  exit 0
fi
echo "Chromium fehlt: bitte installieren (z. B. 'apt-get install chromium') oder CHROMIUM_PATH setzen." >&2
exit 1
