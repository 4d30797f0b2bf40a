const title = "v0 · demo.subagent.json";
const lesson = "v0";
const file = "lessons/v0-bash/cassettes/demo.subagent.json";
const terminal = "derived";
const note = "This recording holds the model's answers but not the requests (a scripted cassette): the tool results and what the model saw are not in it. Replay it with --record to see them: pnpm lesson ID --replay FILE --record OUT.json, then pnpm lesson:view OUT.json.";
const rounds = [
  {
    n: 1,
    terminal: [
      "  ↳ round 1 · 905 in / 41 out · session 905 in / 41 out",
      "> bash: cat STATS.md; wc -l *.js"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 1,
        usage: {
          input_tokens: 905,
          output_tokens: 41
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "cat STATS.md; wc -l *.js"
        }
      }
    ],
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_014O42uwYaaA6MyUkWwoUIyQ",
          name: "bash",
          input: {
            command: "cat STATS.md; wc -l *.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 905,
      output: 41
    }
  },
  {
    n: 2,
    terminal: [
      "Correct: convert.js has 9 lines and test.js 17, 26 in all, as STATS.md says.",
      "  ↳ round 2 · 1052 in / 30 out · session 1957 in / 71 out"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Correct: convert.js has 9 lines and test.js 17, 26 in all, as STATS.md says.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 2,
        usage: {
          input_tokens: 1052,
          output_tokens: 30
        },
        stop: "end_turn"
      }
    ],
    response: {
      content: [
        {
          type: "text",
          text: "Correct: convert.js has 9 lines and test.js 17, 26 in all, as STATS.md says."
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 1052,
      output: 30
    }
  }
];
const v0DemoSubagent = {
  title,
  lesson,
  file,
  terminal,
  note,
  rounds
};
export {
  v0DemoSubagent as default,
  file,
  lesson,
  note,
  rounds,
  terminal,
  title
};
