#!/bin/sh
# ctest's `browser` test: html-view.test.js under node, or skipped (exit
# status 77) when node is not installed. Arguments go to the test.
if ! command -v node >/dev/null 2>&1; then
  echo "browser: skipped: node is missing (Debian package nodejs;" \
    "scripts/bootstrap.sh installs it)"
  exit 77
fi
exec node "$(dirname "$0")/html-view.test.js" "$@"
