#!/usr/bin/env bash
# A PostToolUse hook, written the way Claude Code's hooks documentation writes its shell hooks: it reads the
# hook's input (JSON) on standard input, logs each Bash command that ran, and tells the model where. It reads
# the JSON with jq when the machine has it, with Python otherwise.
set -euo pipefail

input=$(cat)
if command -v jq >/dev/null 2>&1; then
  cmd=$(printf '%s' "$input" | jq -r '.tool_input.command // ""')
else
  cmd=$(printf '%s' "$input" | python3 -c 'import json, sys; print(json.load(sys.stdin).get("tool_input", {}).get("command", ""))')
fi

printf '%s\n' "$cmd" >> "${CLAUDE_PROJECT_DIR:-.}/.workbook/command-log.txt"
echo '{"hookSpecificOutput": {"hookEventName": "PostToolUse", "additionalContext": "The command was logged to .workbook/command-log.txt."}}'
