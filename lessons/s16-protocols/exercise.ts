/** The exercise of lesson s16 (`pnpm exercise s16`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";

export default {
  goal: "the protocols' check: which request an answer may close, by its request_id, and a clear error for any other",
  checks: ["protocol-cases", "demo"],
  regions: {
    answerable: {
      todo: `Look id up in this.requests: an id that names no request is refused, throw new ToolError(\`Error: No request
\${id}. \${yours}\`). yours lists the requests sent to the agent whose round it is (to is this.speaker.name) that are still
pending, their ids: \`Your open requests: \${ids joined by ", "}.\`, or \`none\` in place of the ids. A request sent to another agent is not the speaker's to answer: \`Error: \${id} was sent to \${request.to}, not
you. \${yours}\`. A request that is closed already (answered, or left unanswered) takes no second answer: \`Error: \${id}
is closed (\${request.status}). \${yours}\`. Return the request: respond sends the answer and closes it.`,
      stub: `throw new Error("answerable is not written yet");`,
    },
  },
  hints: {
    "protocol-cases": [
      "protocol-cases.json tries each rule of answerable: the failing request says whose round it was and which answer differs. Start with the lookup, this.requests.get(id), and the error for an id that names no request.",
      'Then yours: [...this.requests] filtered to the requests whose to is this.speaker.name and whose status is "pending", mapped to their ids, joined by ", " (none: "none").',
      "Then the refusals, in this order: a request sent to another agent (request.to !== this.speaker.name), then one that is closed (request.status !== \"pending\"). alice's answer with bob's id, shutdown-2, is the one that sees a missing check of request.to.",
      "Last, return request: respond sends the answer and sets its status.",
    ],
    demo: [
      "demo.json is the lesson's own session: alice's first plan is rejected, her second approved, and both teammates approve their shutdown. protocol-cases.json checks each rule on its own: when it passes and this fails, the failing request shows what the demo does that the cases do not.",
    ],
  },
} satisfies ExerciseSpec;
