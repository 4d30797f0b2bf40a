import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"lessons/s15-team/agent.ts","description":"","frontmatter":{"title":"lessons/s15-team/agent.ts","search":false,"outline":false,"aside":false},"headers":[],"params":{"page":"en/source/lessons/s15-team/agent.ts"},"relativePath":"en/source/lessons/s15-team/agent.ts.md","filePath":"[page].md"}');
const _sfc_main = { name: "en/source/lessons/s15-team/agent.ts.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="source-lessons-s15-team-agent-ts" tabindex="-1">Source: <code>lessons/s15-team/agent.ts</code> <a class="header-anchor" href="#source-lessons-s15-team-agent-ts" aria-label="Permalink to &quot;Source: \`lessons/s15-team/agent.ts\`&quot;">​</a></h1><p>The workbook&#39;s file <code>lessons/s15-team/agent.ts</code>, as it was when this site was built. <a href="/en/">Back to the overview</a>.</p><div class="language-txt vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">txt</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span>/**</span></span>
<span class="line"><span> * Lesson s15: an agent team.</span></span>
<span class="line"><span> *</span></span>
<span class="line"><span> * s12&#39;s task graph could be shared by several agents, but a learner had to start each one. Here the agent is the</span></span>
<span class="line"><span> * lead of a team: it spawns named teammates (spawn_teammate), each an agent loop of its own in this process, with</span></span>
<span class="line"><span> * its own history, prompt and tools (the task tools and messaging, not spawn). They share the task graph, whose</span></span>
<span class="line"><span> * owner is each agent&#39;s name: an idle teammate claims the next ready task, and finishing it unblocks others.</span></span>
<span class="line"><span> * They talk through mailboxes, one JSON-lines file per agent in \`.team/inbox/\`, written as the tasks are: a</span></span>
<span class="line"><span> * message leaves its inbox only once it is in its reader&#39;s history, and each agent is handed its new messages</span></span>
<span class="line"><span> * before its next model call. The agents take turns in a fixed order, one model call each, so a recorded session</span></span>
<span class="line"><span> * replays exactly; the lead ends the work by asking each teammate to stop, and each answers.</span></span>
<span class="line"><span> *</span></span>
<span class="line"><span> * The plan leaves the conversation. s05&#39;s todo_write list lived in the process, flat and gone at exit; here</span></span>
<span class="line"><span> * each task is a JSON file in the workspace&#39;s \`.tasks/\` folder, with the tasks it waits for (\`blockedBy\`), so</span></span>
<span class="line"><span> * the plan is a graph that outlives the session and that several agents can share. Four tools replace</span></span>
<span class="line"><span> * todo_write: TaskCreate, TaskGet, TaskUpdate and TaskList. The store keeps the graph sound (no id that does</span></span>
<span class="line"><span> * not exist, no cycle, no task started before its blockers are done, no task taken from its owner), and it</span></span>
<span class="line"><span> * changes the files as a database would: under a lock (a lease) every agent respects, reading them again once</span></span>
<span class="line"><span> * it holds it, and writing nothing once it has lost it. Open tasks are shown at a session&#39;s start, and again</span></span>
<span class="line"><span> * after a long stretch without the task tools.</span></span>
<span class="line"><span> *</span></span>
<span class="line"><span> * Run it: \`pnpm lesson s15\` (live with a key in .env, otherwise the recorded demo).</span></span>
<span class="line"><span> *</span></span>
<span class="line"><span> * @module</span></span>
<span class="line"><span> */</span></span>
<span class="line"><span>import { join } from &quot;node:path&quot;;</span></span>
<span class="line"><span>import type Anthropic from &quot;@anthropic-ai/sdk&quot;;</span></span>
<span class="line"><span>import { z } from &quot;zod&quot;;</span></span>
<span class="line"><span>import {</span></span>
<span class="line"><span>  editTextFile,</span></span>
<span class="line"><span>  globFiles,</span></span>
<span class="line"><span>  isMain,</span></span>
<span class="line"><span>  readTextFile,</span></span>
<span class="line"><span>  runBash,</span></span>
<span class="line"><span>  startSession,</span></span>
<span class="line"><span>  type Tool,</span></span>
<span class="line"><span>  tool,</span></span>
<span class="line"><span>  ToolError,</span></span>
<span class="line"><span>  toolSpecs,</span></span>
<span class="line"><span>  writeTextFile,</span></span>
<span class="line"><span>} from &quot;@agent-workbook/kit&quot;;</span></span>
<span class="line"><span>// What s12 does not teach: the kit&#39;s file safety (a StoreFolder, a lease), the task files&#39; format, their views.</span></span>
<span class="line"><span>import { StoreFolder, takeLease, readTaskFiles, nextTaskId, removeTask, STATUSES } from &quot;@agent-workbook/kit&quot;;</span></span>
<span class="line"><span>import { type Task, type TaskChanges, type TaskResult, inOrder, findTask, openBlockers } from &quot;@agent-workbook/kit&quot;;</span></span>
<span class="line"><span>import { canStartNow, listText, openLines, describeTask, cycleError, showTasks, taskNames } from &quot;@agent-workbook/kit&quot;;</span></span>
<span class="line"><span></span></span>
<span class="line"><span>// #region config</span></span>
<span class="line"><span>const session = startSession({ id: &quot;s15&quot;, entry: import.meta.filename });</span></span>
<span class="line"><span>const client = session.client;</span></span>
<span class="line"><span>const MODEL = session.model;</span></span>
<span class="line"><span>const WORKDIR = session.workdir;</span></span>
<span class="line"><span>const MAX_TOKENS = 8000;</span></span>
<span class="line"><span>/** The lead&#39;s name, the owner of the tasks it starts: AGENT_NAME, for a second agent on the same tasks. */</span></span>
<span class="line"><span>const AGENT = process.env.AGENT_NAME || &quot;lead&quot;;</span></span>
<span class="line"><span></span></span>
<span class="line"><span>const SYSTEM = \`You are a coding agent at \${WORKDIR}, named \${AGENT}: the lead of a team.</span></span>
<span class="line"><span></span></span>
<span class="line"><span>Loop: plan with the task tools, spawn teammates to do the tasks, answer their messages, then report what the team did.</span></span>
<span class="line"><span></span></span>
<span class="line"><span>Rules:</span></span>
<span class="line"><span>- Plan before you act: make a task per step of a multi-step task (TaskCreate), then say which waits for which (TaskUpdate addBlockedBy, with task ids).</span></span>
<span class="line"><span>- The tasks are kept in .tasks/ and outlive this session; other agents may share them. Look at TaskList before you plan anew.</span></span>
<span class="line"><span>- Mark a task in_progress before you start it, completed as soon as it is done.</span></span>
<span class="line"><span>- Prefer tools over prose. Act; do not only explain.</span></span>
<span class="line"><span>- Do not guess file paths: list or search first when unsure.</span></span>
<span class="line"><span>- Keep changes small and check them (run the code or the tests).</span></span>
<span class="line"><span>- Teammates claim ready tasks themselves (pending, no owner, blockers completed); send_message for anything else.</span></span>
<span class="line"><span>- When the work is done, ask each teammate to stop (shutdown_request) and wait for the answers before you report.</span></span>
<span class="line"><span>- When done, summarise what changed in a few lines.\`;</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** A teammate&#39;s name: a short word in lower case, which names its inbox file too. */</span></span>
<span class="line"><span>const NAME = /^[a-z][a-z0-9-]{0,15}$/;</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** A teammate&#39;s prompt: its name, its role, its team. */</span></span>
<span class="line"><span>const teammateSystem = (</span></span>
<span class="line"><span>  name: string,</span></span>
<span class="line"><span>  role: string,</span></span>
<span class="line"><span>) =&gt; \`You are \${name}, a \${role} at \${WORKDIR}, on a team led by \${AGENT}.</span></span>
<span class="line"><span></span></span>
<span class="line"><span>Rules:</span></span>
<span class="line"><span>- Your tasks are in .tasks/, shared with the team. When you are idle, you are given the next ready one: do it, mark it completed (TaskUpdate), then end your turn.</span></span>
<span class="line"><span>- Messages from the team reach you as &lt;message&gt; blocks; answer with send_message when asked.</span></span>
<span class="line"><span>- Asked to stop (a shutdown_request), answer with shutdown_response: approve once you hold no task in progress.</span></span>
<span class="line"><span>- Prefer tools over prose. Do not guess file paths. Keep changes small and check them.\`;</span></span>
<span class="line"><span>// #endregion config</span></span>
<span class="line"><span></span></span>
<span class="line"><span>// #region tools</span></span>
<span class="line"><span>/** The tools the model is offered, in the order it sees them. */</span></span>
<span class="line"><span>export const TOOLS = [</span></span>
<span class="line"><span>  tool(</span></span>
<span class="line"><span>    &quot;bash&quot;,</span></span>
<span class="line"><span>    &quot;Run a shell command in the workspace. Use it for ls, grep, find, running programs and tests.&quot;,</span></span>
<span class="line"><span>    { command: z.string().describe(&quot;The shell command to run&quot;) },</span></span>
<span class="line"><span>    ({ command }) =&gt;</span></span>
<span class="line"><span>      runBash(command, { cwd: WORKDIR, timeoutMs: 60_000, timeoutMessage: &quot;Error: Command timed out (60s)&quot; }),</span></span>
<span class="line"><span>  ),</span></span>
<span class="line"><span>  tool(</span></span>
<span class="line"><span>    &quot;read_file&quot;,</span></span>
<span class="line"><span>    &quot;Read a text file. Use limit to read only the first lines of a long file.&quot;,</span></span>
<span class="line"><span>    {</span></span>
<span class="line"><span>      path: z.string().describe(&quot;Path relative to the workspace&quot;),</span></span>
<span class="line"><span>      limit: z.number().int().positive().optional().describe(&quot;Max lines to read&quot;),</span></span>
<span class="line"><span>    },</span></span>
<span class="line"><span>    ({ path, limit }) =&gt; readTextFile(WORKDIR, path, limit),</span></span>
<span class="line"><span>    { needsPermission: false },</span></span>
<span class="line"><span>  ),</span></span>
<span class="line"><span>  tool(</span></span>
<span class="line"><span>    &quot;write_file&quot;,</span></span>
<span class="line"><span>    &quot;Write content to a file, creating parent folders. Replaces the whole file.&quot;,</span></span>
<span class="line"><span>    {</span></span>
<span class="line"><span>      path: z.string().describe(&quot;Path relative to the workspace&quot;),</span></span>
<span class="line"><span>      content: z.string().describe(&quot;The complete new content&quot;),</span></span>
<span class="line"><span>    },</span></span>
<span class="line"><span>    ({ path, content }) =&gt; writeTextFile(WORKDIR, path, content),</span></span>
<span class="line"><span>  ),</span></span>
<span class="line"><span>  tool(</span></span>
<span class="line"><span>    &quot;edit_file&quot;,</span></span>
<span class="line"><span>    &quot;Replace old_text with new_text in a file. old_text must match exactly and appear exactly once: include enough surrounding text to make it unique.&quot;,</span></span>
<span class="line"><span>    {</span></span>
<span class="line"><span>      path: z.string().describe(&quot;Path relative to the workspace&quot;),</span></span>
<span class="line"><span>      old_text: z.string().describe(&quot;Exact text to find&quot;),</span></span>
<span class="line"><span>      new_text: z.string().describe(&quot;Replacement text&quot;),</span></span>
<span class="line"><span>    },</span></span>
<span class="line"><span>    ({ path, old_text, new_text }) =&gt; editTextFile(WORKDIR, path, old_text, new_text),</span></span>
<span class="line"><span>  ),</span></span>
<span class="line"><span>  tool(</span></span>
<span class="line"><span>    &quot;glob&quot;,</span></span>
<span class="line"><span>    &quot;Find files by glob pattern, e.g. src/**/*.js. Returns workspace paths, one per line.&quot;,</span></span>
<span class="line"><span>    { pattern: z.string().describe(&quot;Glob pattern, relative to the workspace&quot;) },</span></span>
<span class="line"><span>    ({ pattern }) =&gt; globFiles(WORKDIR, pattern),</span></span>
<span class="line"><span>    { needsPermission: false },</span></span>
<span class="line"><span>  ),</span></span>
<span class="line"><span>  tool(</span></span>
<span class="line"><span>    &quot;TaskCreate&quot;,</span></span>
<span class="line"><span>    &quot;Create a task in the shared task list (.tasks/). Returns its id. Link it to the tasks it waits for afterwards, with TaskUpdate.&quot;,</span></span>
<span class="line"><span>    {</span></span>
<span class="line"><span>      subject: z.string().trim().min(1, &quot;give the task a short title&quot;).describe(&quot;A short title, e.g. Write the tests&quot;),</span></span>
<span class="line"><span>      description: z.string().describe(&quot;What is to be done, in enough detail for another agent to do it&quot;),</span></span>
<span class="line"><span>      activeForm: z.string().optional().describe(&quot;The task in the present tense, shown while it is in progress&quot;),</span></span>
<span class="line"><span>    },</span></span>
<span class="line"><span>    (input) =&gt; shown(speaker.tasks.create(input)),</span></span>
<span class="line"><span>    { needsPermission: false },</span></span>
<span class="line"><span>  ),</span></span>
<span class="line"><span>  tool(</span></span>
<span class="line"><span>    &quot;TaskGet&quot;,</span></span>
<span class="line"><span>    &quot;Read one task whole: subject, description, status, owner, the tasks it is blocked by and the tasks it blocks.&quot;,</span></span>
<span class="line"><span>    { taskId: z.string().describe(&#39;The task\\&#39;s id, e.g. &quot;3&quot;&#39;) },</span></span>
<span class="line"><span>    ({ taskId }) =&gt; speaker.tasks.get(taskId),</span></span>
<span class="line"><span>    { needsPermission: false },</span></span>
<span class="line"><span>  ),</span></span>
<span class="line"><span>  tool(</span></span>
<span class="line"><span>    &quot;TaskUpdate&quot;,</span></span>
<span class="line"><span>    &quot;Change a task: its status (in_progress when you start it, completed when it is done, deleted), its text, its owner, or the tasks it waits for (addBlockedBy) or holds up (addBlocks), given by id.&quot;,</span></span>
<span class="line"><span>    {</span></span>
<span class="line"><span>      taskId: z.string().describe(&#39;The task\\&#39;s id, e.g. &quot;3&quot;&#39;),</span></span>
<span class="line"><span>      status: z.enum([...STATUSES, &quot;deleted&quot;]).optional(),</span></span>
<span class="line"><span>      subject: z.string().trim().min(1, &quot;give the task a short title&quot;).optional(),</span></span>
<span class="line"><span>      description: z.string().optional(),</span></span>
<span class="line"><span>      activeForm: z.string().optional(),</span></span>
<span class="line"><span>      owner: z.string().trim().min(1, &quot;give an agent&#39;s name&quot;).optional().describe(&quot;The agent that works on it&quot;),</span></span>
<span class="line"><span>      addBlockedBy: z.array(z.string()).optional().describe(&quot;Ids of tasks that must be completed before this one&quot;),</span></span>
<span class="line"><span>      addBlocks: z.array(z.string()).optional().describe(&quot;Ids of tasks that cannot start before this one is completed&quot;),</span></span>
<span class="line"><span>    },</span></span>
<span class="line"><span>    ({ taskId, ...changes }) =&gt; shown(speaker.tasks.update(taskId, changes)),</span></span>
<span class="line"><span>    { needsPermission: false },</span></span>
<span class="line"><span>  ),</span></span>
<span class="line"><span>  tool(</span></span>
<span class="line"><span>    &quot;TaskList&quot;,</span></span>
<span class="line"><span>    &quot;List every task: id, status, subject, owner and what it is blocked by, and which tasks can start now.&quot;,</span></span>
<span class="line"><span>    {},</span></span>
<span class="line"><span>    async () =&gt; (await speaker.tasks.list()).text,</span></span>
<span class="line"><span>    { needsPermission: false },</span></span>
<span class="line"><span>  ),</span></span>
<span class="line"><span>  tool(</span></span>
<span class="line"><span>    &quot;spawn_teammate&quot;,</span></span>
<span class="line"><span>    &quot;Start a teammate: an agent of its own, with the task tools and messaging. It does what the prompt says, then takes the ready tasks.&quot;,</span></span>
<span class="line"><span>    {</span></span>
<span class="line"><span>      name: z</span></span>
<span class="line"><span>        .string()</span></span>
<span class="line"><span>        .regex(NAME, &quot;a short name in lower case, e.g. alice&quot;)</span></span>
<span class="line"><span>        .describe(&quot;Its name, e.g. alice: the owner of its tasks&quot;),</span></span>
<span class="line"><span>      role: z.string().trim().min(1, &quot;give it a role&quot;).describe(&quot;What it does, e.g. tester&quot;),</span></span>
<span class="line"><span>      prompt: z.string().trim().min(1, &quot;give it its first instructions&quot;).describe(&quot;Its first instructions&quot;),</span></span>
<span class="line"><span>    },</span></span>
<span class="line"><span>    (input) =&gt; spawnTeammate(input),</span></span>
<span class="line"><span>    { needsPermission: false },</span></span>
<span class="line"><span>  ),</span></span>
<span class="line"><span>  tool(</span></span>
<span class="line"><span>    &quot;send_message&quot;,</span></span>
<span class="line"><span>    &quot;Send a message to another agent of the team, by name. It is handed to them before their next turn.&quot;,</span></span>
<span class="line"><span>    {</span></span>
<span class="line"><span>      to: z.string().describe(&quot;The agent&#39;s name&quot;),</span></span>
<span class="line"><span>      content: z.string().trim().min(1, &quot;say something&quot;).describe(&quot;The message&quot;),</span></span>
<span class="line"><span>    },</span></span>
<span class="line"><span>    ({ to, content }) =&gt; sendMessage(to, { type: &quot;message&quot;, content }),</span></span>
<span class="line"><span>    { needsPermission: false },</span></span>
<span class="line"><span>  ),</span></span>
<span class="line"><span>  tool(</span></span>
<span class="line"><span>    &quot;read_inbox&quot;,</span></span>
<span class="line"><span>    &quot;Read the messages that came since your turn began (those before it were handed to you already).&quot;,</span></span>
<span class="line"><span>    {},</span></span>
<span class="line"><span>    async () =&gt; {</span></span>
<span class="line"><span>      const mail = MAIL.peek(speaker.name).slice(speaker.read);</span></span>
<span class="line"><span>      speaker.read += mail.length; // taken out of the inbox once this result is in the history</span></span>
<span class="line"><span>      return mail.map(messageText).join(&quot;\\n&quot;) || &quot;No new messages.&quot;;</span></span>
<span class="line"><span>    },</span></span>
<span class="line"><span>    { needsPermission: false },</span></span>
<span class="line"><span>  ),</span></span>
<span class="line"><span>  tool(</span></span>
<span class="line"><span>    &quot;shutdown_request&quot;,</span></span>
<span class="line"><span>    &quot;Ask a teammate to stop. Its shutdown_response comes to your inbox with the same request_id.&quot;,</span></span>
<span class="line"><span>    { to: z.string().describe(&quot;The teammate&#39;s name&quot;) },</span></span>
<span class="line"><span>    ({ to }) =&gt; requestShutdown(to),</span></span>
<span class="line"><span>    { needsPermission: false },</span></span>
<span class="line"><span>  ),</span></span>
<span class="line"><span>  tool(</span></span>
<span class="line"><span>    &quot;shutdown_response&quot;,</span></span>
<span class="line"><span>    &quot;Answer a shutdown_request: approve to stop after this turn (only with no task in progress), or refuse and say why.&quot;,</span></span>
<span class="line"><span>    {</span></span>
<span class="line"><span>      request_id: z.string().describe(&quot;The request&#39;s id&quot;),</span></span>
<span class="line"><span>      approve: z.boolean(),</span></span>
<span class="line"><span>      reason: z.string().optional().describe(&quot;Why not, or what you leave behind&quot;),</span></span>
<span class="line"><span>    },</span></span>
<span class="line"><span>    (input) =&gt; respondShutdown(input),</span></span>
<span class="line"><span>    { needsPermission: false },</span></span>
<span class="line"><span>  ),</span></span>
<span class="line"><span>];</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** The lead&#39;s tools: all of them but shutdown_response, a teammate&#39;s answer. */</span></span>
<span class="line"><span>export const LEAD_TOOLS = TOOLS.filter((t) =&gt; t.name !== &quot;shutdown_response&quot;);</span></span>
<span class="line"><span>/** A teammate&#39;s tools: the lead&#39;s less spawn_teammate (no nesting) and shutdown_request, and shutdown_response. */</span></span>
<span class="line"><span>export const TEAMMATE_TOOLS = TOOLS.filter((t) =&gt; t.name !== &quot;spawn_teammate&quot; &amp;&amp; t.name !== &quot;shutdown_request&quot;);</span></span>
<span class="line"><span>// #endregion tools</span></span>
<span class="line"><span></span></span>
<span class="line"><span>// #region dispatch</span></span>
<span class="line"><span>/** Runs one tool call from the table. It never throws: every failure is an is_error result the model can read. */</span></span>
<span class="line"><span>export async function runTool(block: Anthropic.ToolUseBlock): Promise&lt;Anthropic.ToolResultBlockParam&gt; {</span></span>
<span class="line"><span>  // #region exercise:dispatch</span></span>
<span class="line"><span>  const found = TOOLS.find((t) =&gt; t.name === block.name);</span></span>
<span class="line"><span>  if (!found) {</span></span>
<span class="line"><span>    return failed(block, \`Error: Unknown tool: \${block.name}. Available tools: \${TOOLS.map((t) =&gt; t.name).join(&quot;, &quot;)}\`);</span></span>
<span class="line"><span>  }</span></span>
<span class="line"><span>  const input = found.parse(block.input);</span></span>
<span class="line"><span>  if (!input.ok) return failed(block, \`Error: Invalid input for \${block.name}: \${input.error}\`);</span></span>
<span class="line"><span>  try {</span></span>
<span class="line"><span>    return { type: &quot;tool_result&quot;, tool_use_id: block.id, content: await found.run(input.value) };</span></span>
<span class="line"><span>  } catch (err) {</span></span>
<span class="line"><span>    // A ToolError&#39;s message is written for the model; anything else gets &quot;Error: &quot; in front.</span></span>
<span class="line"><span>    const message = err instanceof Error ? err.message : String(err);</span></span>
<span class="line"><span>    return failed(block, err instanceof ToolError ? message : \`Error: \${message}\`);</span></span>
<span class="line"><span>  }</span></span>
<span class="line"><span>  // #endregion exercise:dispatch</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** An error result: the model reads the message and can try again. */</span></span>
<span class="line"><span>function failed(block: Anthropic.ToolUseBlock, content: string): Anthropic.ToolResultBlockParam {</span></span>
<span class="line"><span>  // #region exercise:failed</span></span>
<span class="line"><span>  return { type: &quot;tool_result&quot;, tool_use_id: block.id, content, is_error: true };</span></span>
<span class="line"><span>  // #endregion exercise:failed</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span>// #endregion dispatch</span></span>
<span class="line"><span></span></span>
<span class="line"><span>// #region tasks</span></span>
<span class="line"><span>/** Rounds without a task tool, and since the last reminder, before the model is shown its open tasks again. */</span></span>
<span class="line"><span>const REMINDER_ROUNDS = 10;</span></span>
<span class="line"><span></span></span>
<span class="line"><span>// #region store</span></span>
<span class="line"><span>/**</span></span>
<span class="line"><span> * The task graph on disk, shared by every agent working in the same folder.</span></span>
<span class="line"><span> *</span></span>
<span class="line"><span> * A task (the kit&#39;s Task) is the file \`.tasks/&lt;id&gt;.json\`, with \`blockedBy\`, the ids of the tasks it waits for, and</span></span>
<span class="line"><span> * \`blocks\`, the same edges reversed. Every operation takes the lock, reads the tasks afresh, checks the graph&#39;s rules, writes what changed and lets</span></span>
<span class="line"><span> * go: what was read before the lock may already be stale, since another agent may have changed it.</span></span>
<span class="line"><span> */</span></span>
<span class="line"><span>export class TaskStore {</span></span>
<span class="line"><span>  /** The folder of the task files, \`.tasks/\` (the kit&#39;s StoreFolder: nothing is written outside it). */</span></span>
<span class="line"><span>  readonly folder: StoreFolder;</span></span>
<span class="line"><span>  /** The agent that owns the tasks it starts. */</span></span>
<span class="line"><span>  readonly agent: string;</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  /** A store in the folder \`.tasks\` of \`workdir\` (made when first needed), for the agent named \`agent\`. */</span></span>
<span class="line"><span>  constructor(workdir: string, agent: string) {</span></span>
<span class="line"><span>    this.folder = new StoreFolder(workdir, &quot;.tasks&quot;);</span></span>
<span class="line"><span>    this.agent = agent;</span></span>
<span class="line"><span>  }</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  /** Adds a task with the next id; its file is created, never written over another. */</span></span>
<span class="line"><span>  create(input: { subject: string; description: string; activeForm?: string }): Promise&lt;TaskResult&gt; {</span></span>
<span class="line"><span>    return withLock(this.folder, (tasks, stillLocked) =&gt; {</span></span>
<span class="line"><span>      const id = nextTaskId(this.folder);</span></span>
<span class="line"><span>      const task: Task = { id, ...input, status: &quot;pending&quot;, owner: null, blockedBy: [], blocks: [] };</span></span>
<span class="line"><span>      writeTask(this.folder, task, stillLocked, true);</span></span>
<span class="line"><span>      this.folder.write(&quot;.highwatermark&quot;, \`\${id}\\n\`, { beforeCommit: stillLocked });</span></span>
<span class="line"><span>      tasks.set(id, task);</span></span>
<span class="line"><span>      return { text: \`Task #\${id} created: \${task.subject}\`, tasks: inOrder(tasks) };</span></span>
<span class="line"><span>    });</span></span>
<span class="line"><span>  }</span></span>
<span class="line"><span>  /** One task whole, as text. */</span></span>
<span class="line"><span>  get(taskId: string): Promise&lt;string&gt; {</span></span>
<span class="line"><span>    return withLock(this.folder, (tasks) =&gt; describeTask(findTask(tasks, taskId), tasks));</span></span>
<span class="line"><span>  }</span></span>
<span class="line"><span>  /** Every task, a line each, and which can start now. */</span></span>
<span class="line"><span>  list(): Promise&lt;TaskResult&gt; {</span></span>
<span class="line"><span>    return withLock(this.folder, (tasks) =&gt; ({ text: listText(tasks), tasks: inOrder(tasks) }));</span></span>
<span class="line"><span>  }</span></span>
<span class="line"><span>  /** The tasks not completed yet, a line each (none: an empty list): for the reminders. */</span></span>
<span class="line"><span>  async open(): Promise&lt;string[]&gt; {</span></span>
<span class="line"><span>    if (!this.folder.exists()) return []; // no task tool used yet: leave the workspace as it is</span></span>
<span class="line"><span>    return withLock(this.folder, openLines);</span></span>
<span class="line"><span>  }</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  // #region claim</span></span>
<span class="line"><span>  /** Claims the first ready task (pending, no owner, every blocker completed) for this agent; none ready: undefined. */</span></span>
<span class="line"><span>  async claim(): Promise&lt;Task | undefined&gt; {</span></span>
<span class="line"><span>    if (!this.folder.exists()) return undefined; // no task tool used yet: leave the workspace as it is</span></span>
<span class="line"><span>    // The tasks read afresh, inside the lock: another agent may have claimed one meanwhile.</span></span>
<span class="line"><span>    return withLock(this.folder, (tasks, stillLocked) =&gt; {</span></span>
<span class="line"><span>      // #region exercise:claim</span></span>
<span class="line"><span>      const task = inOrder(tasks).find(</span></span>
<span class="line"><span>        (t) =&gt; t.status === &quot;pending&quot; &amp;&amp; !t.owner &amp;&amp; openBlockers(t, tasks).length === 0,</span></span>
<span class="line"><span>      );</span></span>
<span class="line"><span>      if (!task) return undefined;</span></span>
<span class="line"><span>      task.status = &quot;in_progress&quot;;</span></span>
<span class="line"><span>      task.owner = this.agent;</span></span>
<span class="line"><span>      writeTask(this.folder, task, stillLocked);</span></span>
<span class="line"><span>      return task;</span></span>
<span class="line"><span>      // #endregion exercise:claim</span></span>
<span class="line"><span>    });</span></span>
<span class="line"><span>  }</span></span>
<span class="line"><span>  // #endregion claim</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  /** Changes one task, and its neighbours&#39; \`blocks\` and \`blockedBy\`; all or nothing: a broken rule changes nothing. */</span></span>
<span class="line"><span>  update(taskId: string, changes: TaskChanges): Promise&lt;TaskResult&gt; {</span></span>
<span class="line"><span>    return withLock(this.folder, (tasks, stillLocked) =&gt; {</span></span>
<span class="line"><span>      const task = findTask(tasks, taskId);</span></span>
<span class="line"><span>      const { status, addBlockedBy = [], addBlocks = [], ...fields } = changes;</span></span>
<span class="line"><span>      if (status === undefined &amp;&amp; addBlockedBy.length + addBlocks.length + Object.keys(fields).length === 0)</span></span>
<span class="line"><span>        throw new ToolError(</span></span>
<span class="line"><span>          \`Error: Nothing to change in #\${task.id}: give a status, subject, description, activeForm, owner, addBlockedBy or addBlocks.\`,</span></span>
<span class="line"><span>        );</span></span>
<span class="line"><span>      // Another agent&#39;s task in progress is theirs until they finish it: no other agent moves it or takes it.</span></span>
<span class="line"><span>      const owned = task.status === &quot;in_progress&quot; &amp;&amp; Boolean(task.owner) &amp;&amp; task.owner !== this.agent;</span></span>
<span class="line"><span>      if (owned &amp;&amp; (status !== undefined || fields.owner !== undefined))</span></span>
<span class="line"><span>        throw new ToolError(</span></span>
<span class="line"><span>          \`Error: #\${task.id} is in progress, owned by \${task.owner}: leave it to \${task.owner}. \${canStartNow(tasks)}\`,</span></span>
<span class="line"><span>        );</span></span>
<span class="line"><span>      if (status === &quot;deleted&quot;) return deleteTask(this.folder, task, tasks, stillLocked);</span></span>
<span class="line"><span>      const changed = new Set&lt;Task&gt;([task]);</span></span>
<span class="line"><span>      const said: string[] = [];</span></span>
<span class="line"><span>      // New edges, each checked against the graph as it grows: an id that exists, no cycle.</span></span>
<span class="line"><span>      const edges = [</span></span>
<span class="line"><span>        ...checkIds(addBlockedBy, tasks).map((blocker) =&gt; [blocker, task] as const),</span></span>
<span class="line"><span>        ...checkIds(addBlocks, tasks).map((waiter) =&gt; [task, waiter] as const),</span></span>
<span class="line"><span>      ];</span></span>
<span class="line"><span>      for (const [blocker, waiter] of edges) {</span></span>
<span class="line"><span>        if (waiter.blockedBy.includes(blocker.id)) {</span></span>
<span class="line"><span>          said.push(\`#\${waiter.id} already waits for #\${blocker.id}.\`);</span></span>
<span class="line"><span>          continue;</span></span>
<span class="line"><span>        }</span></span>
<span class="line"><span>        const cycle = findCycle(tasks, blocker.id, waiter.id);</span></span>
<span class="line"><span>        if (cycle) throw new ToolError(cycleError(waiter, blocker, cycle));</span></span>
<span class="line"><span>        // A task already started (or done) cannot wait for one still open: it would be running while blocked.</span></span>
<span class="line"><span>        const waiterStatus = waiter === task &amp;&amp; status !== undefined ? status : waiter.status;</span></span>
<span class="line"><span>        if (waiterStatus !== &quot;pending&quot; &amp;&amp; blocker.status !== &quot;completed&quot;)</span></span>
<span class="line"><span>          throw new ToolError(</span></span>
<span class="line"><span>            \`Error: #\${waiter.id} is \${waiterStatus.replace(&quot;_&quot;, &quot; &quot;)}, so it cannot wait for #\${blocker.id} (\${blocker.status}) now: put #\${waiter.id} back to pending first (status &quot;pending&quot;).\`,</span></span>
<span class="line"><span>          );</span></span>
<span class="line"><span>        waiter.blockedBy.push(blocker.id);</span></span>
<span class="line"><span>        if (!blocker.blocks.includes(waiter.id)) blocker.blocks.push(waiter.id);</span></span>
<span class="line"><span>        changed.add(blocker).add(waiter);</span></span>
<span class="line"><span>        said.push(\`#\${waiter.id} now waits for #\${blocker.id}.\`);</span></span>
<span class="line"><span>      }</span></span>
<span class="line"><span>      Object.assign(task, fields);</span></span>
<span class="line"><span>      if (Object.keys(fields).length &gt; 0) said.unshift(\`Updated #\${task.id}: \${Object.keys(fields).join(&quot;, &quot;)}.\`);</span></span>
<span class="line"><span>      if (status !== undefined &amp;&amp; status === task.status)</span></span>
<span class="line"><span>        said.push(\`#\${task.id} is already \${status.replace(&quot;_&quot;, &quot; &quot;)}.\`);</span></span>
<span class="line"><span>      if (status !== undefined &amp;&amp; status !== task.status) {</span></span>
<span class="line"><span>        const open = openBlockers(task, tasks);</span></span>
<span class="line"><span>        if (status !== &quot;pending&quot; &amp;&amp; open.length &gt; 0)</span></span>
<span class="line"><span>          throw new ToolError(</span></span>
<span class="line"><span>            \`Error: #\${task.id} cannot be \${status === &quot;completed&quot; ? &quot;completed&quot; : &quot;started&quot;}: it waits for \${open.map((t) =&gt; \`#\${t.id} \${t.subject} (\${t.status})\`).join(&quot;, &quot;)}. Finish \${open.length === 1 ? &quot;that&quot; : &quot;those&quot;} first. \${canStartNow(tasks)}\`,</span></span>
<span class="line"><span>          );</span></span>
<span class="line"><span>        task.status = status;</span></span>
<span class="line"><span>        if (status === &quot;in_progress&quot;) task.owner = fields.owner ?? this.agent;</span></span>
<span class="line"><span>        const owner = status === &quot;in_progress&quot; ? \` (owner: \${task.owner})\` : &quot;&quot;;</span></span>
<span class="line"><span>        said.push(\`#\${task.id} is \${status.replace(&quot;_&quot;, &quot; &quot;)}\${owner}.\`);</span></span>
<span class="line"><span>        const freed = status === &quot;completed&quot; ? unblockedBy(task, tasks) : [];</span></span>
<span class="line"><span>        if (freed.length &gt; 0) said.push(\`Unblocked: \${taskNames(freed)}.\`);</span></span>
<span class="line"><span>      }</span></span>
<span class="line"><span>      for (const t of changed) writeTask(this.folder, t, stillLocked);</span></span>
<span class="line"><span>      return { text: said.join(&quot; &quot;), tasks: inOrder(tasks) };</span></span>
<span class="line"><span>    });</span></span>
<span class="line"><span>  }</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span>// #endregion store</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** Removes a task&#39;s file, then its id from every other task&#39;s lists (those waiting only for it can start). */</span></span>
<span class="line"><span>function deleteTask(folder: StoreFolder, task: Task, tasks: Map&lt;string, Task&gt;, stillLocked: () =&gt; void): TaskResult {</span></span>
<span class="line"><span>  stillLocked();</span></span>
<span class="line"><span>  folder.remove(\`\${task.id}.json\`); // first: a kill then leaves ids of a task gone, which every read drops</span></span>
<span class="line"><span>  for (const other of removeTask(tasks, task.id)) writeTask(folder, other, stillLocked);</span></span>
<span class="line"><span>  const freed = unblockedBy(task, tasks);</span></span>
<span class="line"><span>  const text = \`Task #\${task.id} deleted.\${freed.length ? \` Unblocked: \${taskNames(freed)}.\` : &quot;&quot;}\`;</span></span>
<span class="line"><span>  return { text, tasks: inOrder(tasks) };</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span></span></span>
<span class="line"><span>// #region rules</span></span>
<span class="line"><span>/** The tasks these ids name; an id that names none is an error that lists the ids there are (ids, not subjects). */</span></span>
<span class="line"><span>function checkIds(ids: string[], tasks: Map&lt;string, Task&gt;): Task[] {</span></span>
<span class="line"><span>  // #region exercise:blockers</span></span>
<span class="line"><span>  return ids.map((raw) =&gt; {</span></span>
<span class="line"><span>    const task = tasks.get(raw.trim().replace(/^#/, &quot;&quot;));</span></span>
<span class="line"><span>    if (task) return task;</span></span>
<span class="line"><span>    // A subject where an id belongs: a store that took it as an id would block the task for ever, silently.</span></span>
<span class="line"><span>    const named = [...tasks.values()].find((t) =&gt; t.subject.toLowerCase() === raw.trim().toLowerCase());</span></span>
<span class="line"><span>    if (named)</span></span>
<span class="line"><span>      throw new ToolError(</span></span>
<span class="line"><span>        \`Error: &quot;\${raw}&quot; is a subject, not a task id: blockers are given by id. #\${named.id} is &quot;\${named.subject}&quot;, so write &quot;\${named.id}&quot;.\`,</span></span>
<span class="line"><span>      );</span></span>
<span class="line"><span>    const known = taskNames(inOrder(tasks)) || &quot;none yet&quot;;</span></span>
<span class="line"><span>    throw new ToolError(\`Error: No task #\${raw}. Blockers are task ids, not subjects; the tasks are \${known}.\`);</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span>  // #endregion exercise:blockers</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** The circle \`waiter\` waiting for \`blocker\` would close, from \`blocker\` (\`[&quot;3&quot;, &quot;2&quot;, &quot;1&quot;]\`: #3 → #2 → #1), or undefined. */</span></span>
<span class="line"><span>export function findCycle(tasks: Map&lt;string, Task&gt;, blocker: string, waiter: string): string[] | undefined {</span></span>
<span class="line"><span>  // #region exercise:cycle</span></span>
<span class="line"><span>  if (blocker === waiter) return [waiter];</span></span>
<span class="line"><span>  // Depth-first along blockedBy from the blocker, on a stack of its own, not the call stack (a chain of 12 000</span></span>
<span class="line"><span>  // tasks is no deeper for it): reaching the waiter closes the circle; \`from\` leads back the way the walk came.</span></span>
<span class="line"><span>  const seen = new Set&lt;string&gt;();</span></span>
<span class="line"><span>  const from = new Map&lt;string, string&gt;();</span></span>
<span class="line"><span>  for (const stack = [blocker]; stack.length &gt; 0; ) {</span></span>
<span class="line"><span>    const id = stack.pop()!;</span></span>
<span class="line"><span>    if (id === waiter) {</span></span>
<span class="line"><span>      const chain = [id];</span></span>
<span class="line"><span>      while (chain[0] !== blocker) chain.unshift(from.get(chain[0])!);</span></span>
<span class="line"><span>      return chain;</span></span>
<span class="line"><span>    }</span></span>
<span class="line"><span>    if (seen.has(id)) continue;</span></span>
<span class="line"><span>    seen.add(id);</span></span>
<span class="line"><span>    for (const next of (tasks.get(id)?.blockedBy ?? []).filter((n) =&gt; !seen.has(n)).reverse()) {</span></span>
<span class="line"><span>      from.set(next, id); // the list reversed: its first task on top of the stack, walked first</span></span>
<span class="line"><span>      stack.push(next);</span></span>
<span class="line"><span>    }</span></span>
<span class="line"><span>  }</span></span>
<span class="line"><span>  return undefined;</span></span>
<span class="line"><span>  // #endregion exercise:cycle</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** The tasks that \`done\`, just completed, was the last open blocker of: they can start now. */</span></span>
<span class="line"><span>function unblockedBy(done: Task, tasks: Map&lt;string, Task&gt;): Task[] {</span></span>
<span class="line"><span>  // #region exercise:unblocked</span></span>
<span class="line"><span>  return done.blocks</span></span>
<span class="line"><span>    .map((id) =&gt; tasks.get(id))</span></span>
<span class="line"><span>    .filter((t): t is Task =&gt; t !== undefined &amp;&amp; t.status === &quot;pending&quot; &amp;&amp; openBlockers(t, tasks).length === 0);</span></span>
<span class="line"><span>  // #endregion exercise:unblocked</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span>// #endregion rules</span></span>
<span class="line"><span></span></span>
<span class="line"><span>// #region files</span></span>
<span class="line"><span>/** Runs \`work\` on the tasks read afresh under the lock; \`stillLocked\`, before each write, throws once it is lost. */</span></span>
<span class="line"><span>async function withLock&lt;T&gt;(folder: StoreFolder, work: (tasks: Map&lt;string, Task&gt;, stillLocked: () =&gt; void) =&gt; T) {</span></span>
<span class="line"><span>  folder.make();</span></span>
<span class="line"><span>  // #region exercise:lock</span></span>
<span class="line"><span>  // Tries for about 2.4 s, then gives up: never hangs. A lock not renewed for 2 s is a dead (or stalled) agent&#39;s.</span></span>
<span class="line"><span>  const lease = await takeLease(join(folder.path, &quot;.lock&quot;), { staleMs: 2000, waitMs: 2400 });</span></span>
<span class="line"><span>  if (!lease)</span></span>
<span class="line"><span>    throw new ToolError(</span></span>
<span class="line"><span>      &quot;Error: The task list is locked by another agent (.tasks/.lock), and it stayed locked for over 2 s. Try again in a moment.&quot;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>  // #endregion exercise:lock</span></span>
<span class="line"><span>  // Before each write: is the lock still ours? An agent held up past 2 s has lost it, and must write nothing.</span></span>
<span class="line"><span>  const stillLocked = () =&gt; {</span></span>
<span class="line"><span>    if (!lease.holds())</span></span>
<span class="line"><span>      throw new ToolError(</span></span>
<span class="line"><span>        &quot;Error: This agent was held up for over 2 s while it held the task list&#39;s lock, and another agent took it over: nothing more was written. Look at TaskList, then try again.&quot;,</span></span>
<span class="line"><span>      );</span></span>
<span class="line"><span>  };</span></span>
<span class="line"><span>  try {</span></span>
<span class="line"><span>    folder.removeLeftovers(); // the temporary files of an agent killed while it wrote</span></span>
<span class="line"><span>    return work(readTaskFiles(folder), stillLocked); // afresh: what was read before the lock may be stale</span></span>
<span class="line"><span>  } finally {</span></span>
<span class="line"><span>    lease.release(); // a lock lost meanwhile is another agent&#39;s now: release leaves it</span></span>
<span class="line"><span>  }</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** Writes a task&#39;s file whole (the kit&#39;s atomic write), if the lock is still ours; \`create\`: never over a file. */</span></span>
<span class="line"><span>function writeTask(folder: StoreFolder, task: Task, stillLocked: () =&gt; void, create = false): void {</span></span>
<span class="line"><span>  const text = \`\${JSON.stringify(task, null, 2)}\\n\`;</span></span>
<span class="line"><span>  folder.write(\`\${task.id}.json\`, text, { exclusive: create, beforeCommit: stillLocked });</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span>// #endregion files</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** Shows the graph in the task panel, and hands the model its text. */</span></span>
<span class="line"><span>const shown = (result: Promise&lt;TaskResult&gt;) =&gt; showTasks(session.ui, result);</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** The task graph of this workspace, for this agent. */</span></span>
<span class="line"><span>const TASKS = new TaskStore(WORKDIR, AGENT);</span></span>
<span class="line"><span></span></span>
<span class="line"><span>// #region reminders</span></span>
<span class="line"><span>/** The open tasks, a line each (none: an empty list); a line saying so when the list stayed locked too long. */</span></span>
<span class="line"><span>function openTasks(): Promise&lt;string[]&gt; {</span></span>
<span class="line"><span>  return TASKS.open().catch((err: unknown) =&gt; [err instanceof Error ? err.message : String(err)]);</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** A reminder that lists the open tasks, after \`what\` happened. */</span></span>
<span class="line"><span>function taskReminder(what: string, open: string[], then: string): string {</span></span>
<span class="line"><span>  const list = open.length &gt; 0 ? \`Open tasks:\\n\${open.join(&quot;\\n&quot;)}\` : &quot;There are no open tasks.&quot;;</span></span>
<span class="line"><span>  return \`&lt;reminder&gt;\${what} \${list}\\n\${then}&lt;/reminder&gt;\`;</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span>// #endregion reminders</span></span>
<span class="line"><span></span></span>
<span class="line"><span>// #endregion tasks</span></span>
<span class="line"><span></span></span>
<span class="line"><span>// #region team</span></span>
<span class="line"><span>/** Model calls a teammate may make in the session, and rounds the team may take for one request. */</span></span>
<span class="line"><span>const MAX_TURNS = 50;</span></span>
<span class="line"><span>const MAX_ROUNDS = 100;</span></span>
<span class="line"><span>/** The team&#39;s folder: \`config.json\`, who is on it; \`inbox/NAME.jsonl\`, a mailbox each. */</span></span>
<span class="line"><span>const TEAM_DIR = new StoreFolder(WORKDIR, &quot;.team&quot;);</span></span>
<span class="line"><span></span></span>
<span class="line"><span>// #region mailbox</span></span>
<span class="line"><span>/** One message: a line of its reader&#39;s inbox. */</span></span>
<span class="line"><span>export interface Message {</span></span>
<span class="line"><span>  /** A message, or one half of the shutdown handshake. */</span></span>
<span class="line"><span>  type: &quot;message&quot; | &quot;shutdown_request&quot; | &quot;shutdown_response&quot;;</span></span>
<span class="line"><span>  /** The sender&#39;s name. */</span></span>
<span class="line"><span>  from: string;</span></span>
<span class="line"><span>  /** What it says. */</span></span>
<span class="line"><span>  content: string;</span></span>
<span class="line"><span>  /** When it was sent: kept in the file, not shown to the model (a replay sends the same requests). */</span></span>
<span class="line"><span>  timestamp: string;</span></span>
<span class="line"><span>  /** A shutdown request&#39;s id, which its response repeats. */</span></span>
<span class="line"><span>  request_id?: string;</span></span>
<span class="line"><span>  /** A shutdown response&#39;s answer: whether the teammate stops. */</span></span>
<span class="line"><span>  approve?: boolean;</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/**</span></span>
<span class="line"><span> * The team&#39;s mailboxes, \`.team/inbox/NAME.jsonl\`: a JSON line a message.</span></span>
<span class="line"><span> *</span></span>
<span class="line"><span> * Kept as the task files are: changed under a lease every agent respects, read afresh once it is held, written</span></span>
<span class="line"><span> * whole. Senders add at the end; an inbox&#39;s one reader takes from the front only what is in its history already:</span></span>
<span class="line"><span> * no message is lost, none is read twice.</span></span>
<span class="line"><span> */</span></span>
<span class="line"><span>export class Mailbox {</span></span>
<span class="line"><span>  /** The folder of the inbox files. */</span></span>
<span class="line"><span>  readonly folder = new StoreFolder(TEAM_DIR.path, &quot;inbox&quot;);</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  /** Adds a message at the end of \`to\`&#39;s inbox. */</span></span>
<span class="line"><span>  send(to: string, message: Message): Promise&lt;void&gt; {</span></span>
<span class="line"><span>    return this.locked((write) =&gt; {</span></span>
<span class="line"><span>      // #region exercise:send</span></span>
<span class="line"><span>      write(\`\${to}.jsonl\`, [...this.lines(to), JSON.stringify(message)]);</span></span>
<span class="line"><span>      // #endregion exercise:send</span></span>
<span class="line"><span>    });</span></span>
<span class="line"><span>  }</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  /** The messages waiting in \`name\`&#39;s inbox, oldest first; none is taken out. */</span></span>
<span class="line"><span>  peek(name: string): Message[] {</span></span>
<span class="line"><span>    return this.lines(name).map(parseMessage);</span></span>
<span class="line"><span>  }</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  /** Takes the first \`count\` messages out of \`name\`&#39;s inbox, once they are in its reader&#39;s history; later ones stay. */</span></span>
<span class="line"><span>  take(name: string, count: number): Promise&lt;void&gt; {</span></span>
<span class="line"><span>    return this.locked((write) =&gt; {</span></span>
<span class="line"><span>      // #region exercise:take</span></span>
<span class="line"><span>      write(\`\${name}.jsonl\`, this.lines(name).slice(count));</span></span>
<span class="line"><span>      // #endregion exercise:take</span></span>
<span class="line"><span>    });</span></span>
<span class="line"><span>  }</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  private lines(name: string): string[] {</span></span>
<span class="line"><span>    if (!this.folder.exists()) return [];</span></span>
<span class="line"><span>    // Never read through a link out of the workspace: the turn stops, with the kit&#39;s reason.</span></span>
<span class="line"><span>    for (const folder of [TEAM_DIR, this.folder]) {</span></span>
<span class="line"><span>      try {</span></span>
<span class="line"><span>        folder.check();</span></span>
<span class="line"><span>      } catch (err) {</span></span>
<span class="line"><span>        throw new Error((err as Error).message.replace(/^Error: /, &quot;&quot;)); // the session says &quot;Error: &quot; itself</span></span>
<span class="line"><span>      }</span></span>
<span class="line"><span>    }</span></span>
<span class="line"><span>    return (this.folder.read(\`\${name}.jsonl\`) ?? &quot;&quot;).split(&quot;\\n&quot;).filter(Boolean);</span></span>
<span class="line"><span>  }</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  /** Runs \`work\` holding the mailboxes&#39; lease; \`write\` writes an inbox whole, only while the lease is still held. */</span></span>
<span class="line"><span>  private async locked(work: (write: (file: string, lines: string[]) =&gt; void) =&gt; void): Promise&lt;void&gt; {</span></span>
<span class="line"><span>    TEAM_DIR.make();</span></span>
<span class="line"><span>    this.folder.make();</span></span>
<span class="line"><span>    const lease = await takeLease(join(this.folder.path, &quot;.lock&quot;), { staleMs: 2000, waitMs: 2500 });</span></span>
<span class="line"><span>    if (!lease)</span></span>
<span class="line"><span>      throw new ToolError(</span></span>
<span class="line"><span>        &quot;Error: The mailboxes are locked by another agent (.team/inbox/.lock) for over 2 s. Try again.&quot;,</span></span>
<span class="line"><span>      );</span></span>
<span class="line"><span>    const lost = () =&gt; {</span></span>
<span class="line"><span>      if (!lease.holds()) throw new ToolError(&quot;Error: The mailboxes&#39; lock was lost (this agent stalled): try again.&quot;);</span></span>
<span class="line"><span>    };</span></span>
<span class="line"><span>    try {</span></span>
<span class="line"><span>      this.folder.removeLeftovers(); // the temporary files of an agent killed while it wrote</span></span>
<span class="line"><span>      work((file, lines) =&gt; this.folder.write(file, lines.map((line) =&gt; \`\${line}\\n\`).join(&quot;&quot;), { beforeCommit: lost }));</span></span>
<span class="line"><span>    } finally {</span></span>
<span class="line"><span>      lease.release();</span></span>
<span class="line"><span>    }</span></span>
<span class="line"><span>  }</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** A line of an inbox as a message; a line that is not one is handed over as it is, never lost. */</span></span>
<span class="line"><span>function parseMessage(line: string): Message {</span></span>
<span class="line"><span>  try {</span></span>
<span class="line"><span>    const m = JSON.parse(line);</span></span>
<span class="line"><span>    if (typeof m?.type === &quot;string&quot; &amp;&amp; typeof m.from === &quot;string&quot; &amp;&amp; typeof m.content === &quot;string&quot;) return m;</span></span>
<span class="line"><span>  } catch {}</span></span>
<span class="line"><span>  return { type: &quot;message&quot;, from: &quot;unknown&quot;, content: \`(not a message: \${line})\`, timestamp: &quot;&quot; };</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** A message as its reader is handed it: \`&lt;message from=&quot;bob&quot; type=&quot;message&quot;&gt;…&lt;/message&gt;\`. */</span></span>
<span class="line"><span>export function messageText({ from, type, content, request_id, approve }: Message): string {</span></span>
<span class="line"><span>  const id = request_id === undefined ? &quot;&quot; : \` request_id=&quot;\${request_id}&quot;\`;</span></span>
<span class="line"><span>  return \`&lt;message from=&quot;\${from}&quot; type=&quot;\${type}&quot;\${id}\${approve === undefined ? &quot;&quot; : \` approve=&quot;\${approve}&quot;\`}&gt;\${content}&lt;/message&gt;\`;</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span>// #endregion mailbox</span></span>
<span class="line"><span></span></span>
<span class="line"><span>// #region members</span></span>
<span class="line"><span>const MAIL = new Mailbox();</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** An agent of the team, the lead or a teammate: its own history, prompt and tools, its name on its tasks. */</span></span>
<span class="line"><span>type Member = ReturnType&lt;typeof member&gt;;</span></span>
<span class="line"><span></span></span>
<span class="line"><span>function member(name: string, role: string, system: string, tools: Tool[], messages: Anthropic.MessageParam[]) {</span></span>
<span class="line"><span>  // working: it has something to answer; idle: it ended its turn; shutdown: it has stopped for good.</span></span>
<span class="line"><span>  const status = &quot;idle&quot; as &quot;working&quot; | &quot;idle&quot; | &quot;shutdown&quot;;</span></span>
<span class="line"><span>  const tasks = new TaskStore(WORKDIR, name); // the task graph as this agent: it owns what it starts</span></span>
<span class="line"><span>  // Its model calls; the messages read_inbox read this turn (taken out once in its history); s12&#39;s counters.</span></span>
<span class="line"><span>  const counters = { turns: 0, read: 0, roundsWithoutTasks: 0, roundsSinceReminder: REMINDER_ROUNDS };</span></span>
<span class="line"><span>  return { name, role, system, tools, messages, status, tasks, ...counters };</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** The lead, the session&#39;s agent, whose history is the REPL&#39;s. */</span></span>
<span class="line"><span>const LEAD = member(AGENT, &quot;lead&quot;, SYSTEM, LEAD_TOOLS, []);</span></span>
<span class="line"><span>/** The team in the order of its turns: the lead, then each teammate in the order it was spawned. */</span></span>
<span class="line"><span>const MEMBERS = new Map([[AGENT, LEAD]]);</span></span>
<span class="line"><span>/** The agent whose turn it is: the tools act as it (it owns the tasks it starts, it signs its messages). */</span></span>
<span class="line"><span>let speaker = LEAD;</span></span>
<span class="line"><span>/** The shutdown requests not answered yet: each id, and the teammate it asks. */</span></span>
<span class="line"><span>const REQUESTS = new Map&lt;string, string&gt;();</span></span>
<span class="line"><span>const roster = () =&gt; [...MEMBERS.keys()].join(&quot;, &quot;);</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** A new teammate: its first instructions are its whole history; it takes its first turn after the lead&#39;s. */</span></span>
<span class="line"><span>async function spawnTeammate({ name, role, prompt }: { name: string; role: string; prompt: string }): Promise&lt;string&gt; {</span></span>
<span class="line"><span>  if (MEMBERS.has(name)) throw new ToolError(\`Error: \${name} is on the team already (\${roster()}): give another name.\`);</span></span>
<span class="line"><span>  const mate = member(name, role, teammateSystem(name, role), TEAMMATE_TOOLS, [{ role: &quot;user&quot;, content: prompt }]);</span></span>
<span class="line"><span>  MEMBERS.set(name, mate);</span></span>
<span class="line"><span>  setStatus(mate, &quot;working&quot;);</span></span>
<span class="line"><span>  return \`Spawned \${name} (\${role}): it takes its first turn after yours. The team: \${roster()}.\`;</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** Puts a message in \`to\`&#39;s inbox, from the agent whose turn it is. */</span></span>
<span class="line"><span>async function sendMessage(to: string, message: Omit&lt;Message, &quot;from&quot; | &quot;timestamp&quot;&gt;): Promise&lt;string&gt; {</span></span>
<span class="line"><span>  const reader = MEMBERS.get(to);</span></span>
<span class="line"><span>  if (!reader) throw new ToolError(\`Error: No agent named &quot;\${to}&quot; on the team. The team: \${roster()}.\`);</span></span>
<span class="line"><span>  if (reader === speaker) throw new ToolError(\`Error: \${to} is you: write to another agent (the team: \${roster()}).\`);</span></span>
<span class="line"><span>  if (reader.status === &quot;shutdown&quot;) throw new ToolError(\`Error: \${to} has stopped: no one reads its inbox now.\`);</span></span>
<span class="line"><span>  const { type, content, ...handshake } = message;</span></span>
<span class="line"><span>  await MAIL.send(to, { type, from: speaker.name, content, timestamp: new Date().toISOString(), ...handshake });</span></span>
<span class="line"><span>  return \`Sent to \${to}.\`;</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** Hands an agent the messages waiting in its inbox, into its history; only then are they taken out of the file. */</span></span>
<span class="line"><span>async function deliver(agent: Member): Promise&lt;boolean&gt; {</span></span>
<span class="line"><span>  // #region exercise:deliver</span></span>
<span class="line"><span>  const mail = MAIL.peek(agent.name);</span></span>
<span class="line"><span>  if (mail.length === 0) return false;</span></span>
<span class="line"><span>  tell(agent, mail.map(messageText));</span></span>
<span class="line"><span>  await MAIL.take(agent.name, mail.length);</span></span>
<span class="line"><span>  return true;</span></span>
<span class="line"><span>  // #endregion exercise:deliver</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** Adds texts to an agent&#39;s history for its next call: after its last tool results, or as a user turn. */</span></span>
<span class="line"><span>function tell(agent: Member, texts: string[]): void {</span></span>
<span class="line"><span>  for (const text of texts) session.ui.reminder(text);</span></span>
<span class="line"><span>  const blocks = texts.map((text) =&gt; ({ type: &quot;text&quot; as const, text }));</span></span>
<span class="line"><span>  const last = agent.messages.at(-1);</span></span>
<span class="line"><span>  if (last?.role === &quot;user&quot; &amp;&amp; Array.isArray(last.content)) last.content.push(...blocks);</span></span>
<span class="line"><span>  else agent.messages.push({ role: &quot;user&quot;, content: blocks });</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** Asks a teammate to stop; its answer (to the lead&#39;s inbox) repeats the request&#39;s id. */</span></span>
<span class="line"><span>async function requestShutdown(to: string): Promise&lt;string&gt; {</span></span>
<span class="line"><span>  const request_id = \`stop-\${REQUESTS.size + 1}\`;</span></span>
<span class="line"><span>  await sendMessage(to, { type: &quot;shutdown_request&quot;, content: \`\${AGENT} asks you to stop.\`, request_id });</span></span>
<span class="line"><span>  REQUESTS.set(request_id, to);</span></span>
<span class="line"><span>  return \`Asked \${to} to stop (request_id \${request_id}): the answer comes to your inbox.\`;</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** A teammate&#39;s answer: approved, it stops after this turn, but never with a task in progress. */</span></span>
<span class="line"><span>async function respondShutdown(answer: { request_id: string; approve: boolean; reason?: string }) {</span></span>
<span class="line"><span>  const { request_id, approve, reason } = answer;</span></span>
<span class="line"><span>  if (REQUESTS.get(request_id) !== speaker.name)</span></span>
<span class="line"><span>    throw new ToolError(\`Error: No shutdown request \${request_id} is open for \${speaker.name}.\`);</span></span>
<span class="line"><span>  const held = (await speaker.tasks.list()).tasks.filter((t) =&gt; t.status === &quot;in_progress&quot; &amp;&amp; t.owner === speaker.name);</span></span>
<span class="line"><span>  if (approve &amp;&amp; held.length &gt; 0)</span></span>
<span class="line"><span>    throw new ToolError(</span></span>
<span class="line"><span>      \`Error: #\${held[0].id} \${held[0].subject} is in progress, yours: complete it (TaskUpdate) before you stop, or answer approve: false and say why.\`,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>  const content = reason ?? (approve ? &quot;Stopping.&quot; : &quot;Not now.&quot;);</span></span>
<span class="line"><span>  await sendMessage(AGENT, { type: &quot;shutdown_response&quot;, content, request_id, approve });</span></span>
<span class="line"><span>  REQUESTS.set(request_id, approve ? &quot;&quot; : speaker.name); // answered; a refusal may be approved later</span></span>
<span class="line"><span>  if (approve) setStatus(speaker, &quot;shutdown&quot;);</span></span>
<span class="line"><span>  return approve ? &quot;Approved: this is your last turn.&quot; : &quot;Refused: you carry on.&quot;;</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** Sets an agent&#39;s status, and writes who is on the team and how each stands to \`.team/config.json\`. */</span></span>
<span class="line"><span>function setStatus(agent: Member, status: Member[&quot;status&quot;]): void {</span></span>
<span class="line"><span>  agent.status = status;</span></span>
<span class="line"><span>  if (MEMBERS.size === 1) return; // no team yet: no .team/ folder</span></span>
<span class="line"><span>  const members = [...MEMBERS.values()].map(({ name, role, status }) =&gt; ({ name, role, status }));</span></span>
<span class="line"><span>  TEAM_DIR.make();</span></span>
<span class="line"><span>  TEAM_DIR.write(&quot;config.json&quot;, \`\${JSON.stringify({ members }, null, 2)}\\n\`);</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** Whether an agent takes a turn this round: it is working, or new messages or (idle teammate) a ready task wake it. */</span></span>
<span class="line"><span>async function wakes(agent: Member): Promise&lt;boolean&gt; {</span></span>
<span class="line"><span>  if (agent.status === &quot;shutdown&quot;) return false;</span></span>
<span class="line"><span>  if ((await deliver(agent)) || (agent !== LEAD &amp;&amp; agent.status === &quot;idle&quot; &amp;&amp; (await claimNext(agent))))</span></span>
<span class="line"><span>    setStatus(agent, &quot;working&quot;);</span></span>
<span class="line"><span>  return agent.status === &quot;working&quot;;</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** An idle teammate claims the next ready task, and is told so; false when none is ready. */</span></span>
<span class="line"><span>async function claimNext(mate: Member): Promise&lt;boolean&gt; {</span></span>
<span class="line"><span>  const task = await mate.tasks.claim();</span></span>
<span class="line"><span>  if (!task) return false;</span></span>
<span class="line"><span>  tell(mate, [\`&lt;claimed&gt;#\${task.id} \${task.subject} is yours, in progress: \${task.description}&lt;/claimed&gt;\`]);</span></span>
<span class="line"><span>  await shown(mate.tasks.list()); // the panel: who has what now</span></span>
<span class="line"><span>  return true;</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** An agent&#39;s dispatch: the lesson&#39;s, over its own tools; to a teammate, spawn_teammate is unknown. */</span></span>
<span class="line"><span>function runAs(agent: Member, block: Anthropic.ToolUseBlock): Promise&lt;Anthropic.ToolResultBlockParam&gt; {</span></span>
<span class="line"><span>  if (agent.tools.some((t) =&gt; t.name === block.name)) return runTool(block);</span></span>
<span class="line"><span>  const known = agent.tools.map((t) =&gt; t.name).join(&quot;, &quot;);</span></span>
<span class="line"><span>  return Promise.resolve(failed(block, \`Error: Unknown tool: \${block.name}. Available tools: \${known}\`));</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span>// #endregion members</span></span>
<span class="line"><span>// #endregion team</span></span>
<span class="line"><span></span></span>
<span class="line"><span>// #region loop</span></span>
<span class="line"><span>/** The team at work on one request: each agent with something to do takes one turn, in a fixed order, until none has. */</span></span>
<span class="line"><span>async function teamLoop(): Promise&lt;void&gt; {</span></span>
<span class="line"><span>  setStatus(LEAD, &quot;working&quot;);</span></span>
<span class="line"><span>  for (let round = 1; round &lt;= MAX_ROUNDS; round++) {</span></span>
<span class="line"><span>    let anyone = false;</span></span>
<span class="line"><span>    // The lead first, then each teammate, one spawned this round included: the same order in every replay.</span></span>
<span class="line"><span>    for (const agent of MEMBERS.values()) {</span></span>
<span class="line"><span>      const turn = async () =&gt; {</span></span>
<span class="line"><span>        if (!(await wakes(agent))) return;</span></span>
<span class="line"><span>        anyone = true;</span></span>
<span class="line"><span>        await agentTurn(agent);</span></span>
<span class="line"><span>      };</span></span>
<span class="line"><span>      await (agent === LEAD ? turn() : session.teammate(agent.name, turn));</span></span>
<span class="line"><span>    }</span></span>
<span class="line"><span>    if (!anyone) return;</span></span>
<span class="line"><span>  }</span></span>
<span class="line"><span>  session.ui.warn(\`The team stopped at its limit of \${MAX_ROUNDS} rounds for one request: send another to carry on.\`);</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** One turn of an agent: one model call on its own history, and the tools it asks for, run as that agent. */</span></span>
<span class="line"><span>async function agentTurn(agent: Member): Promise&lt;void&gt; {</span></span>
<span class="line"><span>  speaker = agent;</span></span>
<span class="line"><span>  if (agent !== LEAD &amp;&amp; agent.turns &gt;= MAX_TURNS) {</span></span>
<span class="line"><span>    // At its limit a teammate stops, instead of calling the model again, and says so itself.</span></span>
<span class="line"><span>    await sendMessage(AGENT, { type: &quot;message&quot;, content: \`I reached my limit of \${MAX_TURNS} turns and stopped.\` });</span></span>
<span class="line"><span>    return setStatus(agent, &quot;shutdown&quot;);</span></span>
<span class="line"><span>  }</span></span>
<span class="line"><span>  agent.turns += 1;</span></span>
<span class="line"><span>  const checkpoint = agent.messages.length;</span></span>
<span class="line"><span>  try {</span></span>
<span class="line"><span>    const response = await client.messages.create({</span></span>
<span class="line"><span>      model: MODEL,</span></span>
<span class="line"><span>      system: agent.system,</span></span>
<span class="line"><span>      messages: agent.messages,</span></span>
<span class="line"><span>      tools: toolSpecs(agent.tools),</span></span>
<span class="line"><span>      max_tokens: MAX_TOKENS,</span></span>
<span class="line"><span>    });</span></span>
<span class="line"><span>    agent.messages.push({ role: &quot;assistant&quot;, content: response.content });</span></span>
<span class="line"><span>    if (response.stop_reason !== &quot;tool_use&quot;) return setStatus(agent, &quot;idle&quot;);</span></span>
<span class="line"><span></span></span>
<span class="line"><span>    const results: (Anthropic.ToolResultBlockParam | Anthropic.TextBlockParam)[] = [];</span></span>
<span class="line"><span>    let usedTasks = false;</span></span>
<span class="line"><span>    for (const block of response.content) {</span></span>
<span class="line"><span>      if (block.type === &quot;tool_use&quot;) {</span></span>
<span class="line"><span>        // The lead&#39;s calls go to the lesson&#39;s dispatch; a teammate&#39;s to its own, over its own tools.</span></span>
<span class="line"><span>        const result =</span></span>
<span class="line"><span>          agent === LEAD</span></span>
<span class="line"><span>            ? await session.supervise(block, TOOLS, runTool)</span></span>
<span class="line"><span>            : await session.supervise(block, agent.tools, (call) =&gt; runAs(agent, call));</span></span>
<span class="line"><span>        results.push(result);</span></span>
<span class="line"><span>        if (block.name.startsWith(&quot;Task&quot;)) usedTasks = true;</span></span>
<span class="line"><span>      }</span></span>
<span class="line"><span>    }</span></span>
<span class="line"><span>    // #region exercise:nag</span></span>
<span class="line"><span>    agent.roundsWithoutTasks = usedTasks ? 0 : agent.roundsWithoutTasks + 1;</span></span>
<span class="line"><span>    agent.roundsSinceReminder += 1;</span></span>
<span class="line"><span>    if (agent.roundsWithoutTasks &gt;= REMINDER_ROUNDS &amp;&amp; agent.roundsSinceReminder &gt;= REMINDER_ROUNDS) {</span></span>
<span class="line"><span>      // After the tool results, with the plan itself: the model sees its open tasks again, not only a nudge.</span></span>
<span class="line"><span>      const reminder = taskReminder(</span></span>
<span class="line"><span>        \`The task tools have not been used for \${agent.roundsWithoutTasks} rounds.\`,</span></span>
<span class="line"><span>        await openTasks(),</span></span>
<span class="line"><span>        &quot;Keep them up to date with TaskUpdate as you work.&quot;,</span></span>
<span class="line"><span>      );</span></span>
<span class="line"><span>      results.push({ type: &quot;text&quot;, text: reminder });</span></span>
<span class="line"><span>      session.ui.reminder(reminder);</span></span>
<span class="line"><span>      agent.roundsSinceReminder = 0;</span></span>
<span class="line"><span>    }</span></span>
<span class="line"><span>    // #endregion exercise:nag</span></span>
<span class="line"><span>    agent.messages.push({ role: &quot;user&quot;, content: results });</span></span>
<span class="line"><span>  } catch (err) {</span></span>
<span class="line"><span>    if (agent !== LEAD) agent.messages.length = checkpoint; // a teammate&#39;s history stays valid (the lead&#39;s: repl)</span></span>
<span class="line"><span>    throw err;</span></span>
<span class="line"><span>  }</span></span>
<span class="line"><span>  // What read_inbox read is in the history now: only now does it leave the inbox.</span></span>
<span class="line"><span>  if (agent.read &gt; 0) await MAIL.take(agent.name, agent.read);</span></span>
<span class="line"><span>  agent.read = 0;</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span>// #endregion loop</span></span>
<span class="line"><span></span></span>
<span class="line"><span>// #region repl</span></span>
<span class="line"><span>/** The REPL: each request (typed, given with -p, or the demo&#39;s) runs the loop on the one history of the session. */</span></span>
<span class="line"><span>async function repl(): Promise&lt;void&gt; {</span></span>
<span class="line"><span>  const history = LEAD.messages;</span></span>
<span class="line"><span>  for await (const query of session.prompts()) {</span></span>
<span class="line"><span>    const checkpoint = history.length;</span></span>
<span class="line"><span>    const content: Anthropic.TextBlockParam[] = [{ type: &quot;text&quot;, text: query }];</span></span>
<span class="line"><span>    // #region resume</span></span>
<span class="line"><span>    // The session&#39;s first message: the tasks an earlier session (or another agent) left on disk.</span></span>
<span class="line"><span>    const open = history.length === 0 ? await openTasks() : [];</span></span>
<span class="line"><span>    if (open.length &gt; 0) {</span></span>
<span class="line"><span>      const reminder = taskReminder(</span></span>
<span class="line"><span>        &quot;Tasks from an earlier session are in .tasks/.&quot;,</span></span>
<span class="line"><span>        open,</span></span>
<span class="line"><span>        &quot;Carry on with them (TaskList, TaskGet) instead of planning again.&quot;,</span></span>
<span class="line"><span>      );</span></span>
<span class="line"><span>      content.unshift({ type: &quot;text&quot;, text: reminder });</span></span>
<span class="line"><span>      session.ui.reminder(reminder);</span></span>
<span class="line"><span>    }</span></span>
<span class="line"><span>    // #endregion resume</span></span>
<span class="line"><span>    history.push({ role: &quot;user&quot;, content });</span></span>
<span class="line"><span>    try {</span></span>
<span class="line"><span>      await teamLoop();</span></span>
<span class="line"><span>    } catch (err) {</span></span>
<span class="line"><span>      history.length = checkpoint; // drop the failed turn: the conversation stays valid, the learner can retry</span></span>
<span class="line"><span>      session.fail(err);</span></span>
<span class="line"><span>      continue;</span></span>
<span class="line"><span>    }</span></span>
<span class="line"><span>    session.answer(history);</span></span>
<span class="line"><span>  }</span></span>
<span class="line"><span>  session.close();</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span></span></span>
<span class="line"><span>// Run as a program (pnpm lesson, node agent.ts) the file starts its REPL; imported by a test, it starts nothing.</span></span>
<span class="line"><span>if (isMain(import.meta.filename)) await repl();</span></span>
<span class="line"><span>// #endregion repl</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("en/source/lessons/s15-team/agent.ts.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const agent_ts = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  agent_ts as default
};
