import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"test/exercises.test.ts","description":"","frontmatter":{"title":"test/exercises.test.ts","search":false,"outline":false,"aside":false},"headers":[],"params":{"page":"zh/source/test/exercises.test.ts"},"relativePath":"zh/source/test/exercises.test.ts.md","filePath":"[page].md"}');
const _sfc_main = { name: "zh/source/test/exercises.test.ts.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="源文件-test-exercises-test-ts" tabindex="-1">源文件: <code>test/exercises.test.ts</code> <a class="header-anchor" href="#源文件-test-exercises-test-ts" aria-label="Permalink to &quot;源文件: \`test/exercises.test.ts\`&quot;">​</a></h1><p>本项目中的文件 <code>test/exercises.test.ts</code>，内容为构建本站时的版本。<a href="/zh/">返回概览</a>。</p><div class="language-txt vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">txt</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span>/**</span></span>
<span class="line"><span> * The exercises: start files made from the lessons, the explainer over crafted request pairs (in-process), the</span></span>
<span class="line"><span> * audit of every TODO, failures named where they happen, and the cache. The command itself is in</span></span>
<span class="line"><span> * test/exercise-command.test.ts and test/exercise-watch.test.ts; each exercise&#39;s own checks (its start file fails,</span></span>
<span class="line"><span> * the lesson passes; its common mistakes, in \`pnpm test:audit\`) in its lesson&#39;s test/exercise.test.ts.</span></span>
<span class="line"><span> */</span></span>
<span class="line"><span>import { once } from &quot;node:events&quot;;</span></span>
<span class="line"><span>import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from &quot;node:fs&quot;;</span></span>
<span class="line"><span>import { tmpdir } from &quot;node:os&quot;;</span></span>
<span class="line"><span>import { join, relative } from &quot;node:path&quot;;</span></span>
<span class="line"><span>import { afterAll, beforeAll, describe, expect, it } from &quot;vitest&quot;;</span></span>
<span class="line"><span>import type { DisplayEvent, MessageRequest } from &quot;@agent-workbook/kit&quot;;</span></span>
<span class="line"><span>import { regionOf } from &quot;../scripts/docs-sync.ts&quot;;</span></span>
<span class="line"><span>import { cachedRun, expectedInputs } from &quot;@agent-workbook/kit/authoring/expected-cache&quot;;</span></span>
<span class="line"><span>import { describeInput, textDiff, textNames } from &quot;@agent-workbook/kit/authoring/exercise-explain&quot;;</span></span>
<span class="line"><span>import { conceptLines, explain, whereIn, type RunEnd } from &quot;@agent-workbook/kit/authoring/exercise-verdict&quot;;</span></span>
<span class="line"><span>import { loadExercise, solutionFile, startFile } from &quot;@agent-workbook/kit/authoring/exercise-start&quot;;</span></span>
<span class="line"><span>import { TypeChecker } from &quot;@agent-workbook/kit/authoring/exercise-types&quot;;</span></span>
<span class="line"><span>import { listLessons } from &quot;@agent-workbook/kit/lessons&quot;;</span></span>
<span class="line"><span>import { ROOT } from &quot;@agent-workbook/kit/authoring/helpers&quot;;</span></span>
<span class="line"><span>import {</span></span>
<span class="line"><span>  check,</span></span>
<span class="line"><span>  expectationsOf,</span></span>
<span class="line"><span>  learnerFile,</span></span>
<span class="line"><span>  lesson,</span></span>
<span class="line"><span>  source,</span></span>
<span class="line"><span>  spec,</span></span>
<span class="line"><span>  useExercisesFolder,</span></span>
<span class="line"><span>  withMistake,</span></span>
<span class="line"><span>} from &quot;@agent-workbook/kit/authoring/exercise-tests&quot;;</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** The tests&#39; own exercises folder: inside the workbook (so the learner&#39;s imports resolve), never the real one. */</span></span>
<span class="line"><span>const folder = useExercisesFolder();</span></span>
<span class="line"><span></span></span>
<span class="line"><span>const lessons = listLessons();</span></span>
<span class="line"><span></span></span>
<span class="line"><span>describe(&quot;the docs&quot;, () =&gt; {</span></span>
<span class="line"><span>  it(&quot;every walkthrough (en, zh) ends with its exercise&quot;, () =&gt; {</span></span>
<span class="line"><span>    for (const l of lessons) {</span></span>
<span class="line"><span>      const page = \`\${l.dir.split(&quot;/&quot;).at(-1)}.md\`;</span></span>
<span class="line"><span>      const en = readFileSync(join(ROOT, &quot;docs&quot;, &quot;en&quot;, page), &quot;utf-8&quot;);</span></span>
<span class="line"><span>      const zh = readFileSync(join(ROOT, &quot;docs&quot;, &quot;zh&quot;, page), &quot;utf-8&quot;);</span></span>
<span class="line"><span>      expect(en.slice(en.lastIndexOf(&quot;\\n## &quot;))).toContain(\`Now build it yourself: \\\`pnpm exercise \${l.id}\\\`\`);</span></span>
<span class="line"><span>      expect(zh.slice(zh.lastIndexOf(&quot;\\n## &quot;))).toContain(\`现在自己动手：\\\`pnpm exercise \${l.id}\\\`\`);</span></span>
<span class="line"><span>    }</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span>});</span></span>
<span class="line"><span></span></span>
<span class="line"><span>describe(&quot;start files are made from the lessons&quot;, () =&gt; {</span></span>
<span class="line"><span>  it(&quot;every lesson with an exercise: TODOs in place of its regions, no marker left, the rest of the lesson as it is&quot;, async () =&gt; {</span></span>
<span class="line"><span>    const withExercise = [];</span></span>
<span class="line"><span>    for (const l of lessons) {</span></span>
<span class="line"><span>      const exerciseSpec = await loadExercise(l);</span></span>
<span class="line"><span>      if (!exerciseSpec) continue;</span></span>
<span class="line"><span>      withExercise.push(l.id);</span></span>
<span class="line"><span>      const start = startFile(source(l.id), exerciseSpec);</span></span>
<span class="line"><span>      expect(start).not.toMatch(/#(end)?region exercise:/);</span></span>
<span class="line"><span>      expect(start).toContain(&quot;// TODO: &quot;);</span></span>
<span class="line"><span>      // Hints for each check, and for nothing else: from a nudge to nearly the answer.</span></span>
<span class="line"><span>      expect(Object.keys(exerciseSpec.hints).sort()).toEqual([...exerciseSpec.checks].sort());</span></span>
<span class="line"><span>      for (const check of exerciseSpec.checks)</span></span>
<span class="line"><span>        expect(exerciseSpec.hints[check].length, check).toBeGreaterThanOrEqual(1);</span></span>
<span class="line"><span>      // What stays is the lesson&#39;s, line for line: every start-file line not written by the exercise is the lesson&#39;s.</span></span>
<span class="line"><span>      const written = new Set(</span></span>
<span class="line"><span>        Object.values(exerciseSpec.regions).flatMap((r) =&gt; [...(r.stub?.split(&quot;\\n&quot;) ?? []), ...r.todo.split(&quot;\\n&quot;)]),</span></span>
<span class="line"><span>      );</span></span>
<span class="line"><span>      const lessonLines = new Set(solutionFile(source(l.id)).split(&quot;\\n&quot;));</span></span>
<span class="line"><span>      for (const line of start.split(&quot;\\n&quot;)) {</span></span>
<span class="line"><span>        const mine = line.trim().replace(/^\\/\\/ (TODO: | {2})?/, &quot;&quot;);</span></span>
<span class="line"><span>        if (!lessonLines.has(line)) expect(written.has(mine) || written.has(line.trim())).toBe(true);</span></span>
<span class="line"><span>      }</span></span>
<span class="line"><span>    }</span></span>
<span class="line"><span>    expect(withExercise).toEqual(EXERCISES);</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;takes out only the regions the exercise names; another lesson&#39;s markers go, their code stays&quot;, () =&gt; {</span></span>
<span class="line"><span>    const text = [</span></span>
<span class="line"><span>      &quot;a&quot;,</span></span>
<span class="line"><span>      &quot;</span><span>  // #region exercise:mine&quot;,</span></span>
<span class="line"><span>      &quot;  secret();&quot;,</span></span>
<span class="line"><span>      &quot;</span><span>  // #endregion exercise:mine&quot;,</span></span>
<span class="line"><span>      &quot;</span><span>  // #region exercise:theirs&quot;,</span></span>
<span class="line"><span>      &quot;  kept();&quot;,</span></span>
<span class="line"><span>      &quot;</span><span>  // #endregion exercise:theirs&quot;,</span></span>
<span class="line"><span>      &quot;b&quot;,</span></span>
<span class="line"><span>    ].join(&quot;\\n&quot;);</span></span>
<span class="line"><span>    expect(startFile(text, { regions: { mine: { todo: &quot;Write it.\\nAll of it.&quot;, stub: &quot;return 0;&quot; } } })).toBe(</span></span>
<span class="line"><span>      [&quot;a&quot;, &quot;  // TODO: Write it.&quot;, &quot;  //   All of it.&quot;, &quot;  return 0;&quot;, &quot;  kept();&quot;, &quot;b&quot;].join(&quot;\\n&quot;),</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    expect(startFile(text, { regions: { mine: { todo: &quot;&quot; } } })).toBe([&quot;a&quot;, &quot;  kept();&quot;, &quot;b&quot;].join(&quot;\\n&quot;));</span></span>
<span class="line"><span>    expect(() =&gt; startFile(text, { regions: { other: { todo: &quot;x&quot; } } }, &quot;x.ts&quot;)).toThrow(</span></span>
<span class="line"><span>      &quot;x.ts has no region exercise:other&quot;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    expect(() =&gt; startFile(&quot;// #region exercise:mine\\nx&quot;, { regions: { mine: { todo: &quot;x&quot; } } }, &quot;x.ts&quot;)).toThrow(</span></span>
<span class="line"><span>      &quot;x.ts:</span><span> // #region exercise:mine has no</span><span> // #endregion&quot;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    expect(solutionFile(text)).toBe([&quot;a&quot;, &quot;  secret();&quot;, &quot;  kept();&quot;, &quot;b&quot;].join(&quot;\\n&quot;));</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;docs excerpts leave out the marker lines of regions nested in them&quot;, () =&gt; {</span></span>
<span class="line"><span>    const text = [</span></span>
<span class="line"><span>      &quot;// #region loop&quot;,</span></span>
<span class="line"><span>      &quot;while (x) {&quot;,</span></span>
<span class="line"><span>      &quot;</span><span>  // #region exercise:loop&quot;,</span></span>
<span class="line"><span>      &quot;  y();&quot;,</span></span>
<span class="line"><span>      &quot;</span><span>  // #endregion exercise:loop&quot;,</span></span>
<span class="line"><span>      &quot;}&quot;,</span></span>
<span class="line"><span>      &quot;// #endregion loop&quot;,</span></span>
<span class="line"><span>    ].join(&quot;\\n&quot;);</span></span>
<span class="line"><span>    expect(regionOf(text, &quot;loop&quot;)).toBe(&quot;while (x) {\\n  y();\\n}&quot;);</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;the start files type-check (pnpm typecheck covers exercises/*/agent.ts)&quot;, async () =&gt; {</span></span>
<span class="line"><span>    const files: string[] = [];</span></span>
<span class="line"><span>    for (const l of lessons) {</span></span>
<span class="line"><span>      const exerciseSpec = await loadExercise(l);</span></span>
<span class="line"><span>      if (exerciseSpec) files.push(learnerFile(\`typecheck/\${l.id}\`, startFile(source(l.id), exerciseSpec)));</span></span>
<span class="line"><span>    }</span></span>
<span class="line"><span>    // The checker watch mode runs, with the options \`pnpm typecheck\` uses; only the files&#39; own errors.</span></span>
<span class="line"><span>    // A learner&#39;s type error, the one issue 23 names: the todo items are not panel lines (the panel says undefined).</span></span>
<span class="line"><span>    const wrong = learnerFile(</span></span>
<span class="line"><span>      &quot;typecheck/wrong&quot;,</span></span>
<span class="line"><span>      withMistake(&quot;v2&quot;, [</span></span>
<span class="line"><span>        [</span></span>
<span class="line"><span>          &quot;session.ui.todos(this.items.map((t) =&gt; ({ text: renderItem(t), status: t.status, activity: t.activeForm })));&quot;,</span></span>
<span class="line"><span>          &quot;session.ui.todos(this.items);&quot;,</span></span>
<span class="line"><span>        ],</span></span>
<span class="line"><span>      ]),</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    const errors = new TypeChecker().firstErrors([...files, wrong]);</span></span>
<span class="line"><span>    expect(files.map((f, n) =&gt; [relative(folder(), f), errors[n]])).toEqual(</span></span>
<span class="line"><span>      files.map((f) =&gt; [relative(folder(), f), undefined]),</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    expect(errors.at(-1)).toMatch(</span></span>
<span class="line"><span>      /^line \\d+: Argument of type &#39;TodoItem\\[\\]&#39; is not assignable to parameter of type &#39;TodoLine\\[\\]&#39;\\./,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    const root = JSON.parse(readFileSync(join(ROOT, &quot;tsconfig.json&quot;), &quot;utf-8&quot;)) as { include: string[] };</span></span>
<span class="line"><span>    expect(root.include).toContain(&quot;exercises/*/agent.ts&quot;);</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span>});</span></span>
<span class="line"><span></span></span>
<span class="line"><span>// ---------------------------------------------------------------------------------------------</span></span>
<span class="line"><span>// The explainer, over crafted requests</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** What a session shows, as display events: the learner&#39;s message, a round&#39;s end, a tool call, a panel, a reminder. */</span></span>
<span class="line"><span>function prompt(text = &quot;Go.&quot;): DisplayEvent {</span></span>
<span class="line"><span>  return { kind: &quot;prompt&quot;, text };</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span>function roundEnd(n: number, agent: &quot;main&quot; | &quot;subagent&quot; = &quot;main&quot;): DisplayEvent {</span></span>
<span class="line"><span>  return { kind: &quot;round&quot;, speaker: { agent }, n, usage: { input_tokens: 10, output_tokens: 5 }, stop: &quot;tool_use&quot; };</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span>function called(name: string, input: unknown = {}): DisplayEvent {</span></span>
<span class="line"><span>  return { kind: &quot;tool-call&quot;, name, input };</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span>function reminded(text: string): DisplayEvent {</span></span>
<span class="line"><span>  return { kind: &quot;reminder&quot;, text };</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** A run that ended cleanly, after showing the learner&#39;s first message (the session began). */</span></span>
<span class="line"><span>const END: RunEnd = { code: 0, timedOut: false, timeoutMs: 20_000, errors: [], stderr: &quot;&quot;, shown: [prompt()] };</span></span>
<span class="line"><span>const NAMES = textNames(source(&quot;v2&quot;));</span></span>
<span class="line"><span>const NAG = &quot;&lt;reminder&gt;10+ turns without todo update. Please update todos.&lt;/reminder&gt;&quot;;</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** A request whose history is \`messages\`, as the lessons send it. */</span></span>
<span class="line"><span>const request = (messages: unknown[]): MessageRequest =&gt;</span></span>
<span class="line"><span>  ({ model: &quot;m&quot;, max_tokens: 8000, system: &quot;S&quot;, tools: [], messages }) as unknown as MessageRequest;</span></span>
<span class="line"><span>const use = (id: string, name: string, input: unknown) =&gt; ({ type: &quot;tool_use&quot;, id, name, input });</span></span>
<span class="line"><span>const result = (id: string, content: string, isError = false) =&gt; ({</span></span>
<span class="line"><span>  type: &quot;tool_result&quot;,</span></span>
<span class="line"><span>  tool_use_id: id,</span></span>
<span class="line"><span>  content,</span></span>
<span class="line"><span>  ...(isError ? { is_error: true } : {}),</span></span>
<span class="line"><span>});</span></span>
<span class="line"><span>const text = (t: string) =&gt; ({ type: &quot;text&quot;, text: t });</span></span>
<span class="line"><span>/** A session of \`rounds\` bash rounds; the last round&#39;s results are \`last\`. */</span></span>
<span class="line"><span>function rounds(n: number, last: unknown[]): MessageRequest {</span></span>
<span class="line"><span>  const messages: unknown[] = [{ role: &quot;user&quot;, content: &quot;Go.&quot; }];</span></span>
<span class="line"><span>  for (let k = 1; k &lt;= n; k += 1) {</span></span>
<span class="line"><span>    messages.push({ role: &quot;assistant&quot;, content: [use(\`id_\${k}\`, &quot;bash&quot;, { command: \`echo \${k}\` })] });</span></span>
<span class="line"><span>    messages.push({ role: &quot;user&quot;, content: k === n ? last : [result(\`id_\${k}\`, String(k))] });</span></span>
<span class="line"><span>  }</span></span>
<span class="line"><span>  return request(messages);</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span></span></span>
<span class="line"><span>describe(&quot;the explainer says the first difference in the learner&#39;s terms&quot;, () =&gt; {</span></span>
<span class="line"><span>  it(&quot;a reminder the recorded session sends and yours does not, by the lesson&#39;s name for it&quot;, () =&gt; {</span></span>
<span class="line"><span>    const expected = [rounds(12, [result(&quot;id_12&quot;, &quot;12&quot;), text(NAG)])];</span></span>
<span class="line"><span>    const actual = [rounds(12, [result(&quot;id_12&quot;, &quot;12&quot;)])];</span></span>
<span class="line"><span>    expect(explain({ expected, actual, end: END, names: NAMES }).summary).toBe(</span></span>
<span class="line"><span>      &quot;round 12: the recorded session sends NAG_REMINDER after the tool results; yours sends none.&quot;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    expect(explain({ expected: actual, actual: expected, end: END, names: NAMES }).summary).toBe(</span></span>
<span class="line"><span>      &quot;round 12: yours sends NAG_REMINDER after the tool results; the recorded session sends none here.&quot;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;text before a tool_result: the API&#39;s own message&quot;, () =&gt; {</span></span>
<span class="line"><span>    const expected = [rounds(11, [result(&quot;id_11&quot;, &quot;11&quot;), text(NAG)])];</span></span>
<span class="line"><span>    const actual = [rounds(11, [text(NAG), result(&quot;id_11&quot;, &quot;11&quot;)])];</span></span>
<span class="line"><span>    const verdict = explain({ expected, actual, end: END, names: NAMES });</span></span>
<span class="line"><span>    expect(verdict.summary).toBe(</span></span>
<span class="line"><span>      &quot;round 11: the API would reject this request: messages.22.content.1: tool_result blocks must come before any other content in the user turn&quot;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    expect(verdict.detail).toEqual([</span></span>
<span class="line"><span>      &quot;Text in the user turn that answers tool calls goes after every tool_result, never before.&quot;,</span></span>
<span class="line"><span>      &quot;the recorded session sends NAG_REMINDER after the tool results; yours before the tool results.&quot;,</span></span>
<span class="line"><span>      &quot;the recorded session sends: tool_result, NAG_REMINDER&quot;,</span></span>
<span class="line"><span>      &quot;yours sends:               NAG_REMINDER, tool_result&quot;,</span></span>
<span class="line"><span>    ]);</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;a tool&#39;s answer: the input in a few words, expected and got, is_error included&quot;, () =&gt; {</span></span>
<span class="line"><span>    const items = Array.from({ length: 21 }, (_, i) =&gt; ({ content: \`T\${i}\`, status: &quot;pending&quot; }));</span></span>
<span class="line"><span>    const ask = (answer: unknown) =&gt;</span></span>
<span class="line"><span>      request([</span></span>
<span class="line"><span>        { role: &quot;user&quot;, content: &quot;Plan.&quot; },</span></span>
<span class="line"><span>        { role: &quot;assistant&quot;, content: [use(&quot;id_1&quot;, &quot;TodoWrite&quot;, { items })] },</span></span>
<span class="line"><span>        { role: &quot;user&quot;, content: [answer] },</span></span>
<span class="line"><span>      ]);</span></span>
<span class="line"><span>    const expected = [ask(result(&quot;id_1&quot;, &quot;Error: Max 20 todos allowed&quot;, true))];</span></span>
<span class="line"><span>    const actual = [ask(result(&quot;id_1&quot;, &quot;[ ] T0&quot;, false))];</span></span>
<span class="line"><span>    expect(explain({ expected, actual, end: END, names: NAMES }).summary).toBe(</span></span>
<span class="line"><span>      &#39;round 1: TodoWrite with 21 items: expected &quot;Error: Max 20 todos allowed&quot; (an error), got &quot;[ ] T0&quot;.&#39;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    const plain = [ask(result(&quot;id_1&quot;, &quot;Error: Max 20 todos allowed&quot;, false))];</span></span>
<span class="line"><span>    expect(explain({ expected, actual: plain, end: END, names: NAMES }).summary).toBe(</span></span>
<span class="line"><span>      &#39;round 1: TodoWrite with 21 items: the recorded session answers &quot;Error: Max 20 todos allowed&quot; as an error (is_error: true); yours as a plain result.&#39;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;a rendering that differs: a line diff&quot;, () =&gt; {</span></span>
<span class="line"><span>    expect(textDiff(&quot;[x] A\\n[ ] B\\n\\n(1/2 completed)&quot;, &quot;[x] A\\n[ ] B\\n(1/2 completed)&quot;)).toEqual([</span></span>
<span class="line"><span>      &quot;  [x] A&quot;,</span></span>
<span class="line"><span>      &quot;  [ ] B&quot;,</span></span>
<span class="line"><span>      &quot;- &quot;,</span></span>
<span class="line"><span>      &quot;  (1/2 completed)&quot;,</span></span>
<span class="line"><span>      &quot;(- the recorded session, + yours)&quot;,</span></span>
<span class="line"><span>    ]);</span></span>
<span class="line"><span>    expect(describeInput({ items: [] })).toBe(&quot; with 0 items&quot;);</span></span>
<span class="line"><span>    expect(describeInput({ todos: &quot;not json&quot; })).toBe(&#39; with todos as a string &quot;not json&quot;&#39;);</span></span>
<span class="line"><span>    expect(describeInput({})).toBe(&quot; with no input&quot;);</span></span>
<span class="line"><span>    expect(describeInput({ taskId: &quot;2&quot;, addBlockedBy: [&quot;1&quot;] })).toBe(&#39; with {&quot;taskId&quot;:&quot;2&quot;,&quot;addBlockedBy&quot;:[&quot;1&quot;]}&#39;);</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;the learner&#39;s first message, the system prompt, the tools&quot;, () =&gt; {</span></span>
<span class="line"><span>    const INITIAL = &quot;&lt;reminder&gt;Use TodoWrite for multi-step tasks.&lt;/reminder&gt;&quot;;</span></span>
<span class="line"><span>    const e = [request([{ role: &quot;user&quot;, content: [text(INITIAL), text(&quot;Go.&quot;)] }])];</span></span>
<span class="line"><span>    const a = [request([{ role: &quot;user&quot;, content: [text(&quot;Go.&quot;)] }])];</span></span>
<span class="line"><span>    expect(explain({ expected: e, actual: a, end: END, names: NAMES }).summary).toBe(</span></span>
<span class="line"><span>      &quot;request 1, the learner&#39;s first message: the recorded session sends INITIAL_REMINDER before the learner&#39;s text; yours sends none.&quot;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    const flat = [request([{ role: &quot;user&quot;, content: &quot;Go.&quot; }])];</span></span>
<span class="line"><span>    expect(explain({ expected: a, actual: flat, end: END, names: NAMES }).summary).toBe(</span></span>
<span class="line"><span>      &quot;request 1, the learner&#39;s first message: the recorded session sends a list of blocks; yours a plain string.&quot;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    const system = [{ ...a[0], system: &quot;T&quot; }];</span></span>
<span class="line"><span>    expect(explain({ expected: a, actual: system, end: END }).summary).toBe(</span></span>
<span class="line"><span>      &quot;request 1: the system prompt differs from the recorded session&#39;s.&quot;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    const tools = [</span></span>
<span class="line"><span>      { ...a[0], tools: [{ name: &quot;bash&quot;, description: &quot;x&quot;, input_schema: { type: &quot;object&quot; } }] },</span></span>
<span class="line"><span>    ] as MessageRequest[];</span></span>
<span class="line"><span>    expect(explain({ expected: a, actual: tools, end: END }).summary).toBe(</span></span>
<span class="line"><span>      &quot;request 1: your tools are bash; the recorded session&#39;s are none.&quot;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;a file that never calls the model, stops early, calls once too often, throws or hangs&quot;, () =&gt; {</span></span>
<span class="line"><span>    const e = [rounds(1, [result(&quot;id_1&quot;, &quot;1&quot;)]), rounds(2, [result(&quot;id_2&quot;, &quot;2&quot;)])];</span></span>
<span class="line"><span>    expect(</span></span>
<span class="line"><span>      explain({ expected: e, actual: [], end: END, names: NAMES, file: &quot;exercises/v0-bash/agent.ts&quot; }).summary,</span></span>
<span class="line"><span>    ).toBe(</span></span>
<span class="line"><span>      &quot;exercises/v0-bash/agent.ts never called the model: the recorded session&#39;s first request sends the learner&#39;s message.&quot;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    expect(explain({ expected: e, actual: e.slice(0, 1), end: END }).summary).toBe(</span></span>
<span class="line"><span>      &quot;round 1: your file stopped after 1 model call; the recorded session goes on to request 2 of 2.&quot;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    const ranOut = {</span></span>
<span class="line"><span>      ...END,</span></span>
<span class="line"><span>      code: 1,</span></span>
<span class="line"><span>      errors: [&quot;The cassette x.json ran out: this is model call 3, but it holds only 2.&quot;],</span></span>
<span class="line"><span>      replayEnd: &quot;ran-out&quot; as const,</span></span>
<span class="line"><span>      replayError: &quot;The cassette x.json ran out: this is model call 3, but it holds only 2.&quot;,</span></span>
<span class="line"><span>    };</span></span>
<span class="line"><span>    expect(explain({ expected: e, actual: e, end: ranOut }).summary).toBe(</span></span>
<span class="line"><span>      &quot;your file called the model again after its last answer (request 3; the recorded session makes 2).&quot;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    const threw = { ...END, code: 1, errors: [&quot;Error: agentLoop is not written yet&quot;] };</span></span>
<span class="line"><span>    expect(explain({ expected: e, actual: [], end: threw }).summary).toBe(</span></span>
<span class="line"><span>      &quot;your file failed with: Error: agentLoop is not written yet&quot;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    const stack = {</span></span>
<span class="line"><span>      ...END,</span></span>
<span class="line"><span>      code: 1,</span></span>
<span class="line"><span>      stderr:</span></span>
<span class="line"><span>        &quot;file:///w/exercises/v2-todo/agent.ts:12\\nReferenceError: todo is not defined\\n    at file:///w/exercises/v2-todo/agent.ts:12:3&quot;,</span></span>
<span class="line"><span>    };</span></span>
<span class="line"><span>    expect(explain({ expected: e, actual: [], end: stack }).summary).toBe(</span></span>
<span class="line"><span>      &quot;your file stopped with an error at line 12: ReferenceError: todo is not defined&quot;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    // A file that does not parse (as Node 24 says it): Node&#39;s message, the line with its caret, none of Node&#39;s frames.</span></span>
<span class="line"><span>    const parseError = (line: string, caret: string, error: string) =&gt; ({</span></span>
<span class="line"><span>      ...END,</span></span>
<span class="line"><span>      code: 1,</span></span>
<span class="line"><span>      stderr: [</span></span>
<span class="line"><span>        &quot;file:///w/exercises/v2-todo/agent.ts:28&quot;,</span></span>
<span class="line"><span>        line,</span></span>
<span class="line"><span>        caret,</span></span>
<span class="line"><span>        &quot;&quot;,</span></span>
<span class="line"><span>        error,</span></span>
<span class="line"><span>        &quot;    at parseTypeScript (node:internal/modules/typescript:72:36)&quot;,</span></span>
<span class="line"><span>        &quot;    at processTypeScriptCode (node:internal/modules/typescript:146:42)&quot;,</span></span>
<span class="line"><span>        &quot;&quot;,</span></span>
<span class="line"><span>        &quot;Node.js v24.21.0&quot;,</span></span>
<span class="line"><span>      ].join(&quot;\\n&quot;),</span></span>
<span class="line"><span>    });</span></span>
<span class="line"><span>    const syntax = parseError(</span></span>
<span class="line"><span>      &quot;    const next = = items;&quot;,</span></span>
<span class="line"><span>      &quot;                 ^&quot;,</span></span>
<span class="line"><span>      &quot;SyntaxError [ERR_INVALID_TYPESCRIPT_SYNTAX]: Expression expected&quot;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    expect(explain({ expected: e, actual: [], end: syntax })).toEqual({</span></span>
<span class="line"><span>      ok: false,</span></span>
<span class="line"><span>      summary:</span></span>
<span class="line"><span>        &quot;your file stopped with an error at line 28: SyntaxError [ERR_INVALID_TYPESCRIPT_SYNTAX]: Expression expected&quot;,</span></span>
<span class="line"><span>      detail: [&quot;file:///w/exercises/v2-todo/agent.ts:28&quot;, &quot;    const next = = items;&quot;, &quot;                 ^&quot;],</span></span>
<span class="line"><span>    });</span></span>
<span class="line"><span>    // Syntax Node will not strip: what to write instead.</span></span>
<span class="line"><span>    const enumFile = parseError(</span></span>
<span class="line"><span>      &quot;enum Status { Pending, Done }&quot;,</span></span>
<span class="line"><span>      &quot;^^^^^^^^^^^^^^^^^^^^^^^^^^^^^&quot;,</span></span>
<span class="line"><span>      &quot;SyntaxError [ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX]: TypeScript enum is not supported in strip-only mode&quot;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    expect(explain({ expected: e, actual: [], end: enumFile }).detail.at(-1)).toMatch(</span></span>
<span class="line"><span>      /^Node runs TypeScript by removing the types.*enum/,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    expect(explain({ expected: e, actual: e, end: END }).ok).toBe(true);</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;a file that hangs or floods: where it was, from what it showed (its display events)&quot;, () =&gt; {</span></span>
<span class="line"><span>    const e = [rounds(1, [result(&quot;id_1&quot;, &quot;1&quot;)]), rounds(2, [result(&quot;id_2&quot;, &quot;2&quot;)])];</span></span>
<span class="line"><span>    const hung = (...shown: DisplayEvent[]) =&gt; ({ ...END, code: null, timedOut: true, shown: [prompt(), ...shown] });</span></span>
<span class="line"><span>    const inCall = explain({</span></span>
<span class="line"><span>      expected: e,</span></span>
<span class="line"><span>      actual: e.slice(0, 1),</span></span>
<span class="line"><span>      end: hung(roundEnd(1), called(&quot;TodoWrite&quot;, { todos: [1, 2, 3] })),</span></span>
<span class="line"><span>    });</span></span>
<span class="line"><span>    expect(inCall.summary).toBe(</span></span>
<span class="line"><span>      &quot;your file did not finish within 20 s: it was stopped in round 1, in its TodoWrite call (after 1 model call).&quot;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    expect(inCall.detail[0]).toMatch(/^The TodoWrite call never returned/);</span></span>
<span class="line"><span>    expect(explain({ expected: e, actual: e.slice(0, 1), end: hung(roundEnd(1)) }).summary).toBe(</span></span>
<span class="line"><span>      &quot;your file did not finish within 20 s: it was stopped in round 1, after the model&#39;s answer (after 1 model call).&quot;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    // A subagent&#39;s call: the parent&#39;s round, and the subagent&#39;s.</span></span>
<span class="line"><span>    const sub = hung(</span></span>
<span class="line"><span>      roundEnd(2),</span></span>
<span class="line"><span>      called(&quot;task&quot;, { description: &quot;Look.&quot; }),</span></span>
<span class="line"><span>      { kind: &quot;subagent-start&quot; },</span></span>
<span class="line"><span>      roundEnd(3, &quot;subagent&quot;),</span></span>
<span class="line"><span>      called(&quot;bash&quot;, { command: &quot;sleep 9&quot; }),</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    expect(whereIn(sub.shown)).toBe(&quot;round 2 (its subagent&#39;s round 3), in its bash call&quot;);</span></span>
<span class="line"><span>    const flood = {</span></span>
<span class="line"><span>      ...END,</span></span>
<span class="line"><span>      code: null,</span></span>
<span class="line"><span>      flooded: true,</span></span>
<span class="line"><span>      shown: [prompt(), roundEnd(1), called(&quot;TodoWrite&quot;, { todos: [1] })],</span></span>
<span class="line"><span>      printed: &quot;x\\n&quot;.repeat(5),</span></span>
<span class="line"><span>    };</span></span>
<span class="line"><span>    expect(explain({ expected: e, actual: e.slice(0, 1), end: flood })).toMatchObject({</span></span>
<span class="line"><span>      summary: &quot;your file printed more than a megabyte (6 lines) in round 1, in its TodoWrite call: it was stopped.&quot;,</span></span>
<span class="line"><span>      detail: [&quot;A console.log in a loop that does not end? Its first lines:&quot;, &quot;  x&quot;, &quot;  x&quot;, &quot;  x&quot;],</span></span>
<span class="line"><span>    });</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;a file that exits before the session begins, or with a code of its own&quot;, () =&gt; {</span></span>
<span class="line"><span>    const e = [rounds(1, [result(&quot;id_1&quot;, &quot;1&quot;)])];</span></span>
<span class="line"><span>    expect(explain({ expected: e, actual: [], end: { ...END, shown: [] } }).summary).toBe(</span></span>
<span class="line"><span>      &quot;your file exited (code 0) before the session began: it showed nothing and never called the model.&quot;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    expect(explain({ expected: e, actual: [], end: { ...END, code: 3, shown: [] } }).summary).toBe(</span></span>
<span class="line"><span>      &quot;your file exited with code 3 before the session began.&quot;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    expect(explain({ expected: e, actual: e, end: { ...END, code: 3, shown: [prompt(), roundEnd(1)] } }).summary).toBe(</span></span>
<span class="line"><span>      &quot;your file exited with code 3 in round 1, after the model&#39;s answer.&quot;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;what the learner sees: each todo panel and reminder, by round, compared with the lesson&#39;s&quot;, () =&gt; {</span></span>
<span class="line"><span>    const lesson: DisplayEvent[] = [</span></span>
<span class="line"><span>      prompt(),</span></span>
<span class="line"><span>      reminded(&quot;&lt;reminder&gt;Use TodoWrite for multi-step tasks.&lt;/reminder&gt;&quot;),</span></span>
<span class="line"><span>      roundEnd(1),</span></span>
<span class="line"><span>      called(&quot;TodoWrite&quot;, { todos: [1, 2] }),</span></span>
<span class="line"><span>      {</span></span>
<span class="line"><span>        kind: &quot;panel&quot;,</span></span>
<span class="line"><span>        items: [</span></span>
<span class="line"><span>          { text: &quot;[&gt;] Write the tests &lt;- Writing the tests&quot;, status: &quot;in_progress&quot; },</span></span>
<span class="line"><span>          { text: &quot;[ ] Run them&quot;, status: &quot;pending&quot; },</span></span>
<span class="line"><span>        ],</span></span>
<span class="line"><span>      },</span></span>
<span class="line"><span>      { kind: &quot;tool-result&quot;, content: &quot;Updated 2 todos&quot;, isError: false },</span></span>
<span class="line"><span>      roundEnd(2),</span></span>
<span class="line"><span>      called(&quot;bash&quot;, { command: &quot;ls&quot; }),</span></span>
<span class="line"><span>      { kind: &quot;tool-result&quot;, content: &quot;README.md&quot;, isError: false },</span></span>
<span class="line"><span>      reminded(NAG),</span></span>
<span class="line"><span>    ];</span></span>
<span class="line"><span>    expect(conceptLines(lesson)).toEqual([</span></span>
<span class="line"><span>      &quot;start: ⏰ reminder injected: &lt;reminder&gt;Use TodoWrite for multi-step tasks.&lt;/reminder&gt;&quot;,</span></span>
<span class="line"><span>      &quot;round 1:   [&gt;] Write the tests &lt;- Writing the tests&quot;,</span></span>
<span class="line"><span>      &quot;round 1:   [ ] Run them&quot;,</span></span>
<span class="line"><span>      &quot;round 1:   (0/2 completed)&quot;,</span></span>
<span class="line"><span>      \`round 2: ⏰ reminder injected: \${NAG}\`,</span></span>
<span class="line"><span>    ]);</span></span>
<span class="line"><span>    const e = [rounds(1, [result(&quot;id_1&quot;, &quot;1&quot;)])];</span></span>
<span class="line"><span>    expect(</span></span>
<span class="line"><span>      explain({</span></span>
<span class="line"><span>        expected: e,</span></span>
<span class="line"><span>        actual: e,</span></span>
<span class="line"><span>        end: { ...END, shown: lesson },</span></span>
<span class="line"><span>        names: NAMES,</span></span>
<span class="line"><span>        file: &quot;your file&quot;,</span></span>
<span class="line"><span>        expectedShown: lesson,</span></span>
<span class="line"><span>      }).ok,</span></span>
<span class="line"><span>    ).toBe(true);</span></span>
<span class="line"><span>    // session.ui.todos(this.items): the items are not lines, and the panel says undefined.</span></span>
<span class="line"><span>    const wrong = lesson.map((event) =&gt;</span></span>
<span class="line"><span>      event.kind === &quot;panel&quot;</span></span>
<span class="line"><span>        ? { ...event, items: event.items.map((item) =&gt; ({ ...item, text: undefined as unknown as string })) }</span></span>
<span class="line"><span>        : event,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    const verdict = explain({</span></span>
<span class="line"><span>      expected: e,</span></span>
<span class="line"><span>      actual: e,</span></span>
<span class="line"><span>      end: { ...END, shown: wrong },</span></span>
<span class="line"><span>      names: NAMES,</span></span>
<span class="line"><span>      file: &quot;your file&quot;,</span></span>
<span class="line"><span>      expectedShown: lesson,</span></span>
<span class="line"><span>    });</span></span>
<span class="line"><span>    expect(verdict.summary).toBe(</span></span>
<span class="line"><span>      &quot;round 1: every request matches, but the todo panel on the learner&#39;s screen differs from the recorded session&#39;s.&quot;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    expect(verdict.detail.slice(0, 4)).toEqual([</span></span>
<span class="line"><span>      &quot;-   [&gt;] Write the tests &lt;- Writing the tests&quot;,</span></span>
<span class="line"><span>      &quot;-   [ ] Run them&quot;,</span></span>
<span class="line"><span>      &quot;+   undefined&quot;,</span></span>
<span class="line"><span>      &quot;+   undefined&quot;,</span></span>
<span class="line"><span>    ]);</span></span>
<span class="line"><span>    // No session.ui.reminder: the reminder is sent (the requests match) but not shown.</span></span>
<span class="line"><span>    const unshown = lesson.filter((event) =&gt; !(event.kind === &quot;reminder&quot; &amp;&amp; event.text === NAG));</span></span>
<span class="line"><span>    expect(</span></span>
<span class="line"><span>      explain({</span></span>
<span class="line"><span>        expected: e,</span></span>
<span class="line"><span>        actual: e,</span></span>
<span class="line"><span>        end: { ...END, shown: unshown },</span></span>
<span class="line"><span>        names: NAMES,</span></span>
<span class="line"><span>        file: &quot;your file&quot;,</span></span>
<span class="line"><span>        expectedShown: lesson,</span></span>
<span class="line"><span>      }).summary,</span></span>
<span class="line"><span>    ).toBe(</span></span>
<span class="line"><span>      &quot;round 2: every request matches, but the reminders on the learner&#39;s screen differ from the recorded session&#39;s.&quot;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;names the lesson&#39;s texts from its constants, concatenated ones too&quot;, () =&gt; {</span></span>
<span class="line"><span>    expect(</span></span>
<span class="line"><span>      textNames(source(&quot;s05&quot;)).get(</span></span>
<span class="line"><span>        &quot;NOTE: You closed out 3 or more tasks and none of them was a verification step. Before you write your final summary, verify the work (run the tests or check the result), and add a verification task to the list.&quot;,</span></span>
<span class="line"><span>      ),</span></span>
<span class="line"><span>    ).toBe(&quot;VERIFY_NOTE&quot;);</span></span>
<span class="line"><span>    expect(NAMES.get(NAG)).toBe(&quot;NAG_REMINDER&quot;);</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span>});</span></span>
<span class="line"><span></span></span>
<span class="line"><span>// ---------------------------------------------------------------------------------------------</span></span>
<span class="line"><span>// The real checks: the learner&#39;s file run as a lesson on the recorded sessions</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** Every lesson&#39;s exercise, in course order (each lesson has one: test/course.test.ts). */</span></span>
<span class="line"><span>const EXERCISES = lessons.filter((l) =&gt; existsSync(join(l.dir, &quot;exercise.ts&quot;))).map((l) =&gt; l.id);</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** Each lesson with an exercise: its spec and its expectations, in course order. */</span></span>
<span class="line"><span>const AUDITED = await Promise.all(</span></span>
<span class="line"><span>  lessons.map(async (l) =&gt; [l.id, await loadExercise(l), await expectationsOf(l.id)] as const),</span></span>
<span class="line"><span>);</span></span>
<span class="line"><span></span></span>
<span class="line"><span>describe(&quot;every sentence of every TODO is checked&quot;, () =&gt; {</span></span>
<span class="line"><span>  const words = (text: string) =&gt; text.replace(/\\s+/g, &quot; &quot;).trim();</span></span>
<span class="line"><span>  it.each(AUDITED.filter(([, s]) =&gt; s))(</span></span>
<span class="line"><span>    &quot;%s: each TODO, sentence by sentence, has a mistake a check catches&quot;,</span></span>
<span class="line"><span>    (_id, exerciseSpec, expectations) =&gt; {</span></span>
<span class="line"><span>      const audit = expectations.audit ?? {};</span></span>
<span class="line"><span>      const names = new Set(expectations.mistakes.map((m) =&gt; m.name));</span></span>
<span class="line"><span>      for (const [region, { todo }] of Object.entries(exerciseSpec!.regions)) {</span></span>
<span class="line"><span>        if (!todo.trim()) continue;</span></span>
<span class="line"><span>        const pieces = audit[region];</span></span>
<span class="line"><span>        expect(pieces, \`the TODO of \${region} is not audited\`).toBeDefined();</span></span>
<span class="line"><span>        // The pieces, in order, are the TODO whole: a sentence added to a TODO must be audited too.</span></span>
<span class="line"><span>        expect(words(pieces!.map(([sentence]) =&gt; sentence).join(&quot; &quot;)), region).toBe(words(todo));</span></span>
<span class="line"><span>        for (const [sentence, mistake] of pieces!)</span></span>
<span class="line"><span>          expect(names.has(mistake), \`\${region}: &quot;\${sentence}&quot; → \${mistake}\`).toBe(true);</span></span>
<span class="line"><span>      }</span></span>
<span class="line"><span>      expect(Object.keys(audit).filter((r) =&gt; !exerciseSpec!.regions[r]?.todo.trim())).toEqual([]);</span></span>
<span class="line"><span>    },</span></span>
<span class="line"><span>  );</span></span>
<span class="line"><span>});</span></span>
<span class="line"><span></span></span>
<span class="line"><span>// Two of these wait for a screen that stands still for 1 s: side by side.</span></span>
<span class="line"><span>describe.concurrent(&quot;failures named where they happen (real runs)&quot;, () =&gt; {</span></span>
<span class="line"><span>  beforeAll(() =&gt; {</span></span>
<span class="line"><span>    process.env.WORKBOOK_EXERCISE_TIMEOUT_MS = &quot;20000&quot;;</span></span>
<span class="line"><span>    process.env.WORKBOOK_EXERCISE_STALL_MS = &quot;1000&quot;;</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span>  afterAll(() =&gt; {</span></span>
<span class="line"><span>    process.env.WORKBOOK_EXERCISE_TIMEOUT_MS = &quot;60000&quot;;</span></span>
<span class="line"><span>    delete process.env.WORKBOOK_EXERCISE_STALL_MS;</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span>  /** Checks a v2 file with \`edits\` on todo-cases only. */</span></span>
<span class="line"><span>  async function failure(name: string, edits: [string, string][]) {</span></span>
<span class="line"><span>    return check(&quot;v2&quot;, learnerFile(name, withMistake(&quot;v2&quot;, edits)), [&quot;todo-cases&quot;]);</span></span>
<span class="line"><span>  }</span></span>
<span class="line"><span>  /**</span></span>
<span class="line"><span>   * A statement that blocks the file for \`ms\`, as a turn of a busy loop blocks it, with no core kept busy: the two</span></span>
<span class="line"><span>   * endless loops below never end and never let the file go on, as a learner&#39;s would, without burning a second of</span></span>
<span class="line"><span>   * CPU each while the checker waits for the screen to stand still. (The file that prints without end prints as</span></span>
<span class="line"><span>   * fast as it can: what it floods the checker with is the point.)</span></span>
<span class="line"><span>   */</span></span>
<span class="line"><span>  const nap = (ms: number) =&gt; \`Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, \${ms})\`;</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;an endless loop in a tool: stopped once the screen stands still, in that tool&#39;s call&quot;, async () =&gt; {</span></span>
<span class="line"><span>    const { first } = await failure(&quot;endless-loop&quot;, [</span></span>
<span class="line"><span>      [&quot;    if (!Array.isArray(items)) throw&quot;, \`    for (;;) \${nap(100)};\\n    if (!Array.isArray(items)) throw\`],</span></span>
<span class="line"><span>    ]);</span></span>
<span class="line"><span>    expect(first).toBe(</span></span>
<span class="line"><span>      [</span></span>
<span class="line"><span>        &quot;todo-cases: &lt;file&gt; showed nothing new for 1 s: it was stopped in round 1, in its TodoWrite call (after 1 model call).&quot;,</span></span>
<span class="line"><span>        &quot;  The TodoWrite call never returned: look in the code that runs it for a loop that never ends or a promise&quot;,</span></span>
<span class="line"><span>        &quot;  that is never settled.&quot;,</span></span>
<span class="line"><span>      ].join(&quot;\\n&quot;),</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;a session error in another colour: the checker still sees it (the session&#39;s events, not its screen)&quot;, async () =&gt; {</span></span>
<span class="line"><span>    const { results, first } = await failure(&quot;blue-errors&quot;, [</span></span>
<span class="line"><span>      [</span></span>
<span class="line"><span>        &#39;const session = startSession({ id: &quot;v2&quot;, entry: import.meta.filename });&#39;,</span></span>
<span class="line"><span>        &#39;Terminal.prototype.error = function (this: Terminal, text: string) {\\n  this.line(\`\\\\x1b[34m\${text}\\\\x1b[39m\`);\\n};\\nconst session = startSession({ id: &quot;v2&quot;, entry: import.meta.filename });&#39;,</span></span>
<span class="line"><span>      ],</span></span>
<span class="line"><span>      [&quot;  startSession,\\n&quot;, &quot;  startSession,\\n  Terminal,\\n&quot;],</span></span>
<span class="line"><span>      [</span></span>
<span class="line"><span>        &#39;    messages.push({ role: &quot;assistant&quot;, content: response.content });&#39;,</span></span>
<span class="line"><span>        &#39;    throw new Error(&quot;boom in the loop&quot;);&#39;,</span></span>
<span class="line"><span>      ],</span></span>
<span class="line"><span>    ]);</span></span>
<span class="line"><span>    expect(first).toMatch(/^todo-cases: (round 1: )?&lt;file&gt; failed with: Error: boom in the loop/);</span></span>
<span class="line"><span>    expect(results[0].verdict.ok).toBe(false);</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;an endless loop before the first model call: named so, the clock started once the file had&quot;, async () =&gt; {</span></span>
<span class="line"><span>    const { first } = await failure(&quot;loops-at-start&quot;, [</span></span>
<span class="line"><span>      [</span></span>
<span class="line"><span>        &quot;async function agentLoop(messages: Anthropic.MessageParam[]): Promise&lt;void&gt; {&quot;,</span></span>
<span class="line"><span>        \`async function agentLoop(messages: Anthropic.MessageParam[]): Promise&lt;void&gt; {\\n  for (;;) \${nap(100)};\`,</span></span>
<span class="line"><span>      ],</span></span>
<span class="line"><span>    ]);</span></span>
<span class="line"><span>    expect(first).toMatch(</span></span>
<span class="line"><span>      /^todo-cases: &lt;file&gt; showed nothing new for 1 s: it was stopped before its first model call\\./,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;a file that exits at once: said so, with its code&quot;, async () =&gt; {</span></span>
<span class="line"><span>    const { first } = await failure(&quot;exits&quot;, [</span></span>
<span class="line"><span>      [&quot;const session = startSession(&quot;, &quot;process.exit(0);\\nconst session = startSession(&quot;],</span></span>
<span class="line"><span>    ]);</span></span>
<span class="line"><span>    expect(first).toBe(</span></span>
<span class="line"><span>      [</span></span>
<span class="line"><span>        &quot;todo-cases: &lt;file&gt; exited (code 0) before the session began: it showed nothing and never called the model.&quot;,</span></span>
<span class="line"><span>        &quot;  Something ends the process as it starts, before repl() runs: a process.exit(), or a top-level return or throw.&quot;,</span></span>
<span class="line"><span>      ].join(&quot;\\n&quot;),</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;a file that prints without end: stopped once the screen stands still, where it was, with what it printed&quot;, async () =&gt; {</span></span>
<span class="line"><span>    const { results, first } = await failure(&quot;floods&quot;, [</span></span>
<span class="line"><span>      [</span></span>
<span class="line"><span>        &quot;    if (!Array.isArray(items)) throw&quot;,</span></span>
<span class="line"><span>        &#39;    for (let i = 0; ; i++) console.log(&quot;item&quot;, i);\\n    if (!Array.isArray(items)) throw&#39;,</span></span>
<span class="line"><span>      ],</span></span>
<span class="line"><span>    ]);</span></span>
<span class="line"><span>    expect(first).toMatch(</span></span>
<span class="line"><span>      /^todo-cases: &lt;file&gt; showed nothing new for 1 s: it was stopped in round 1, in its TodoWrite call/,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    expect(results[0].printed).toMatch(/^item 0\\nitem 1\\nitem 2\\n/);</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span>});</span></span>
<span class="line"><span></span></span>
<span class="line"><span>describe(&quot;a check with the learner&#39;s own settings&quot;, () =&gt; {</span></span>
<span class="line"><span>  it(&quot;passes the lesson&#39;s own file whatever .env and the shell say (MODEL_ID, AGENT_NAME, a key), its expected run recorded under them too&quot;, async () =&gt; {</span></span>
<span class="line"><span>    const dir = mkdtempSync(join(tmpdir(), &quot;workbook-dotenv-&quot;));</span></span>
<span class="line"><span>    writeFileSync(</span></span>
<span class="line"><span>      join(dir, &quot;.env&quot;),</span></span>
<span class="line"><span>      &quot;ANTHROPIC_API_KEY=sk-ant-not-a-key\\nANTHROPIC_BASE_URL=http://127.0.0.1:9\\nMODEL_ID=glm-4.6\\nAGENT_NAME=zed\\n&quot;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    const saved = { ...process.env };</span></span>
<span class="line"><span>    process.env.WORKBOOK_ENV_FILE = join(dir, &quot;.env&quot;);</span></span>
<span class="line"><span>    process.env.MODEL_ID = &quot;glm-4.6&quot;;</span></span>
<span class="line"><span>    process.env.AGENT_NAME = &quot;zed&quot;;</span></span>
<span class="line"><span>    process.env.WORKBOOK_EXERCISE_CACHE = join(dir, &quot;cache&quot;); // recorded again, under these settings</span></span>
<span class="line"><span>    try {</span></span>
<span class="line"><span>      for (const id of [&quot;v1&quot;, &quot;s12&quot;]) {</span></span>
<span class="line"><span>        const { results, first } = await check(id, learnerFile(\`dotenv-\${id}\`, source(id)));</span></span>
<span class="line"><span>        expect(first).toBeUndefined();</span></span>
<span class="line"><span>        expect(results.every((r) =&gt; r.verdict.ok)).toBe(true);</span></span>
<span class="line"><span>      }</span></span>
<span class="line"><span>    } finally {</span></span>
<span class="line"><span>      for (const name of [&quot;WORKBOOK_ENV_FILE&quot;, &quot;MODEL_ID&quot;, &quot;AGENT_NAME&quot;, &quot;WORKBOOK_EXERCISE_CACHE&quot;]) {</span></span>
<span class="line"><span>        if (saved[name] === undefined) delete process.env[name];</span></span>
<span class="line"><span>        else process.env[name] = saved[name];</span></span>
<span class="line"><span>      }</span></span>
<span class="line"><span>    }</span></span>
<span class="line"><span>    // Back under the usual settings, the usual expected runs (kept by the global setup) are found again: the key</span></span>
<span class="line"><span>    // computed under the others is not taken for theirs.</span></span>
<span class="line"><span>    for (const id of [&quot;v1&quot;, &quot;s12&quot;])</span></span>
<span class="line"><span>      for (const name of (await spec(id)).checks) expect(cachedRun(lesson(id), name), \`\${id} \${name}\`).toBeDefined();</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span>});</span></span>
<span class="line"><span></span></span>
<span class="line"><span>describe(&quot;the cache of the lesson&#39;s own runs&quot;, () =&gt; {</span></span>
<span class="line"><span>  /**</span></span>
<span class="line"><span>   * Checks v0&#39;s own file on its loop check (one is enough: each check&#39;s run is kept apart), with the expected runs</span></span>
<span class="line"><span>   * kept in \`folder\` (WORKBOOK_EXERCISE_CACHE) for this call only.</span></span>
<span class="line"><span>   */</span></span>
<span class="line"><span>  async function checkWithCache(folder: string) {</span></span>
<span class="line"><span>    process.env.WORKBOOK_EXERCISE_CACHE = folder;</span></span>
<span class="line"><span>    try {</span></span>
<span class="line"><span>      return (await check(&quot;v0&quot;, learnerFile(&quot;cache-v0&quot;, source(&quot;v0&quot;)), [&quot;loop&quot;])).results.map((r) =&gt; r.verdict.summary);</span></span>
<span class="line"><span>    } finally {</span></span>
<span class="line"><span>      delete process.env.WORKBOOK_EXERCISE_CACHE;</span></span>
<span class="line"><span>    }</span></span>
<span class="line"><span>  }</span></span>
<span class="line"><span>  const passed = [&quot;every request matches the recorded session&quot;];</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;one it cannot write (a read-only or full disk) only costs speed: the check still passes&quot;, async () =&gt; {</span></span>
<span class="line"><span>    const blocker = join(folder(), &quot;not-a-folder&quot;);</span></span>
<span class="line"><span>    writeFileSync(blocker, &quot;a file where the cache folder would go&quot;);</span></span>
<span class="line"><span>    expect(await checkWithCache(join(blocker, &quot;cache&quot;))).toEqual(passed);</span></span>
<span class="line"><span>    expect(readFileSync(blocker, &quot;utf-8&quot;)).toBe(&quot;a file where the cache folder would go&quot;);</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;a broken file in it is recorded again&quot;, async () =&gt; {</span></span>
<span class="line"><span>    const cache = join(folder(), &quot;cache&quot;);</span></span>
<span class="line"><span>    expect(await checkWithCache(cache)).toEqual(passed);</span></span>
<span class="line"><span>    const kept = readdirSync(cache).find((f) =&gt; f.startsWith(&quot;v0-loop-&quot;))!;</span></span>
<span class="line"><span>    expect(kept).toMatch(/^v0-loop-[0-9a-f]{16}\\.json$/);</span></span>
<span class="line"><span>    writeFileSync(join(cache, kept), &#39;{&quot;version&quot;: 1, &quot;interac&#39;);</span></span>
<span class="line"><span>    expect(await checkWithCache(cache)).toEqual(passed);</span></span>
<span class="line"><span>    expect(JSON.parse(readFileSync(join(cache, kept), &quot;utf-8&quot;)).calls.length).toBeGreaterThan(0);</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;is kept until the lesson, its cassette and sample, the kit or the installed packages change&quot;, () =&gt; {</span></span>
<span class="line"><span>    const inputs = expectedInputs(lesson(&quot;v0&quot;), join(lesson(&quot;v0&quot;).dir, &quot;cassettes&quot;, &quot;demo.json&quot;)).map((f) =&gt;</span></span>
<span class="line"><span>      relative(ROOT, f),</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    expect(inputs.slice(0, 3)).toEqual([</span></span>
<span class="line"><span>      &quot;lessons/v0-bash/agent.ts&quot;,</span></span>
<span class="line"><span>      &quot;lessons/v0-bash/cassettes/demo.json&quot;,</span></span>
<span class="line"><span>      &quot;lessons/v0-bash/cassettes/demo.subagent.json&quot;,</span></span>
<span class="line"><span>    ]);</span></span>
<span class="line"><span>    expect(inputs).toContain(&quot;lessons/v0-bash/sample/convert.js&quot;);</span></span>
<span class="line"><span>    expect(inputs).toContain(&quot;shared/src/session.ts&quot;);</span></span>
<span class="line"><span>    expect(inputs.at(-1)).toBe(&quot;pnpm-lock.yaml&quot;);</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span>});</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("zh/source/test/exercises.test.ts.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const exercises_test_ts = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  exercises_test_ts as default
};
