#!/usr/bin/env bash
# A Stop hook: the agent may stop once the tests have run. The PostToolUse hook (log-command.sh) logs each Bash
# command; without `npm test` in that log, the agent is sent back ("decision": "block", with the reason it reads).
# Once it has been sent back (stop_hook_active), it is let go, as Claude Code's documentation advises.
set -uo pipefail

input=$(cat)
if printf '%s' "$input" | grep -Eq '"stop_hook_active": *true'; then
  exit 0
fi
if grep -qx 'npm test' "${CLAUDE_PROJECT_DIR:-.}/.workbook/command-log.txt" 2>/dev/null; then
  exit 0
fi
echo '{"decision": "block", "reason": "Run the tests (npm test) before you stop: no test run is in .workbook/command-log.txt."}'
