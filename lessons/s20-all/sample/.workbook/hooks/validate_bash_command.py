#!/usr/bin/env python3
"""A PreToolUse hook, written the way Claude Code's hooks documentation writes its
command validator: it reads the hook's input (JSON) on standard input, checks
tool_input.command, and exits 2 with the reasons on standard error to block the
call (the model reads them); exit 0 lets the call go on to the permission rules.
"""
import json
import re
import sys

# (pattern, message): a command matching the pattern is refused with the message.
VALIDATION_RULES = [
    (r"^\s*(cat|head|tail)\s", "Read files with the read_file tool, not the shell: it reads them inside the workspace only"),
    (r"\bgrep\b(?!.*\|)", "Use 'rg' (ripgrep) instead of 'grep': it is faster and skips ignored files"),
    (r"\bfind\s+\S+\s+-name\b", "Use 'rg --files -g PATTERN' instead of 'find -name'"),
]


def validate_command(command: str) -> list[str]:
    return [message for pattern, message in VALIDATION_RULES if re.search(pattern, command)]


try:
    input_data = json.load(sys.stdin)
except json.JSONDecodeError as e:
    print(f"Error: invalid JSON input: {e}", file=sys.stderr)
    sys.exit(1)

if input_data.get("tool_name") != "Bash":
    sys.exit(0)

command = input_data.get("tool_input", {}).get("command", "")
issues = validate_command(command)
if issues:
    for message in issues:
        print(f"• {message}", file=sys.stderr)
    # Exit code 2 blocks the tool call and shows standard error to the model.
    sys.exit(2)
sys.exit(0)
