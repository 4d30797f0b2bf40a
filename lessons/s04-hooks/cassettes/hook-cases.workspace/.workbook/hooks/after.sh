# A PostToolUse hook: context for the model after echo THREE; plain output (no context here) after the others.
input=$(cat)
case "$input" in
  *'"echo THREE"'*) echo '{"hookSpecificOutput": {"hookEventName": "PostToolUse", "additionalContext": "THREE was the hook'"'"'s word."}}' ;;
  *) echo "plain output is no context for PostToolUse" ;;
esac
