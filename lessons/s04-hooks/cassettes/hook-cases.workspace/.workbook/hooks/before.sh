# A PreToolUse hook with one answer of the protocol for each command it is given.
input=$(cat)
case "$input" in
  *'"echo one"'*)
    # It crashes after printing: exit 1 is an error, and its output is not read.
    echo '{"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "deny", "permissionDecisionReason": "not read"}}'
    echo "the hook crashed" >&2
    exit 1 ;;
  *'"echo two"'*) echo '{"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "deny", "permissionDecisionReason": "two is not allowed here"}}' ;;
  *'"echo three"'*) echo '{"hookSpecificOutput": {"hookEventName": "PreToolUse", "updatedInput": {"command": "echo THREE"}}}' ;;
  *'"ls"'*) echo '{"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "allow", "permissionDecisionReason": "ls only reads"}}' ;;
  *'"echo four"'*) echo "Four is blocked: exit 2, and this is the reason." >&2; exit 2 ;;
  *'"echo five"'*) echo '{"continue": false, "stopReason": "Enough for today."}' ;;
esac
exit 0
