import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"test/lessons.test.ts","description":"","frontmatter":{"title":"test/lessons.test.ts","search":false,"outline":false,"aside":false},"headers":[],"params":{"page":"en/source/test/lessons.test.ts"},"relativePath":"en/source/test/lessons.test.ts.md","filePath":"[page].md"}');
const _sfc_main = { name: "en/source/test/lessons.test.ts.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="source-test-lessons-test-ts" tabindex="-1">Source: <code>test/lessons.test.ts</code> <a class="header-anchor" href="#source-test-lessons-test-ts" aria-label="Permalink to &quot;Source: \`test/lessons.test.ts\`&quot;">​</a></h1><p>The workbook&#39;s file <code>test/lessons.test.ts</code>, as it was when this site was built. <a href="/en/">Back to the overview</a>.</p><div class="language-txt vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">txt</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span>import { once } from &quot;node:events&quot;;</span></span>
<span class="line"><span>import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from &quot;node:fs&quot;;</span></span>
<span class="line"><span>import { join, relative } from &quot;node:path&quot;;</span></span>
<span class="line"><span>import { pathToFileURL } from &quot;node:url&quot;;</span></span>
<span class="line"><span>import { describe, expect, inject, it, vi } from &quot;vitest&quot;;</span></span>
<span class="line"><span>import {</span></span>
<span class="line"><span>  loadCassette,</span></span>
<span class="line"><span>  movePaths,</span></span>
<span class="line"><span>  normaliseRequest,</span></span>
<span class="line"><span>  requestProblems,</span></span>
<span class="line"><span>  SUBAGENT,</span></span>
<span class="line"><span>  SUMMARY,</span></span>
<span class="line"><span>  startSession,</span></span>
<span class="line"><span>  type Cassette,</span></span>
<span class="line"><span>} from &quot;@agent-workbook/kit&quot;;</span></span>
<span class="line"><span>import {</span></span>
<span class="line"><span>  type LessonRun,</span></span>
<span class="line"><span>  ROOT,</span></span>
<span class="line"><span>  message,</span></span>
<span class="line"><span>  offlineEnv,</span></span>
<span class="line"><span>  pgrep,</span></span>
<span class="line"><span>  runLesson,</span></span>
<span class="line"><span>  runLessonAsync,</span></span>
<span class="line"><span>  sampleCopy,</span></span>
<span class="line"><span>  scratchDir,</span></span>
<span class="line"><span>  startLesson,</span></span>
<span class="line"><span>  transcript,</span></span>
<span class="line"><span>  writeCassette,</span></span>
<span class="line"><span>} from &quot;@agent-workbook/kit/authoring/helpers&quot;;</span></span>
<span class="line"><span>import { region } from &quot;../scripts/docs-sync.ts&quot;;</span></span>
<span class="line"><span>import { listLessons } from &quot;@agent-workbook/kit/lessons&quot;;</span></span>
<span class="line"><span>import { closestLesson } from &quot;@agent-workbook/kit/cli&quot;;</span></span>
<span class="line"><span>import { cassetteRuns } from &quot;./global-setup.ts&quot;;</span></span>
<span class="line"><span>import type { LessonExpectations } from &quot;@agent-workbook/kit/authoring/lesson-expectations&quot;;</span></span>
<span class="line"><span>import { expectValidRequests, isReminder, lessonRun } from &quot;@agent-workbook/kit/authoring/lesson-tests&quot;;</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** Every lesson, in course order, with what it expects of itself (its test/expectations.ts). */</span></span>
<span class="line"><span>const LESSONS = await Promise.all(</span></span>
<span class="line"><span>  listLessons().map(async (lesson) =&gt; ({</span></span>
<span class="line"><span>    ...lesson,</span></span>
<span class="line"><span>    dir: relative(ROOT, lesson.dir),</span></span>
<span class="line"><span>    expectations: (</span></span>
<span class="line"><span>      (await import(pathToFileURL(join(lesson.dir, &quot;test&quot;, &quot;expectations.ts&quot;)).href)) as {</span></span>
<span class="line"><span>        default: LessonExpectations;</span></span>
<span class="line"><span>      }</span></span>
<span class="line"><span>    ).default,</span></span>
<span class="line"><span>  })),</span></span>
<span class="line"><span>);</span></span>
<span class="line"><span></span></span>
<span class="line"><span>describe(&quot;pnpm lesson (the dispatcher)&quot;, () =&gt; {</span></span>
<span class="line"><span>  it(&quot;lists the lessons when given no id&quot;, () =&gt; {</span></span>
<span class="line"><span>    const run = runLesson([]);</span></span>
<span class="line"><span>    expect(run.code).toBe(0);</span></span>
<span class="line"><span>    // test/lesson-list.test.ts, running beside this file, makes a draft folder (lessons/zz-draft-PID) that the list</span></span>
<span class="line"><span>    // names under the lessons: any such line is that test&#39;s draft, and the rest is the list.</span></span>
<span class="line"><span>    const lines = transcript(run.stdout).split(&quot;\\n&quot;);</span></span>
<span class="line"><span>    const draft = /^ {2}\\(lessons\\/zz-draft-\\d+ is not a lesson yet: no workbook field in package\\.json\\)$/;</span></span>
<span class="line"><span>    expect(lines.filter((line) =&gt; line.includes(&quot;is not a lesson yet&quot;)).every((line) =&gt; draft.test(line))).toBe(true);</span></span>
<span class="line"><span>    expect(lines.filter((line) =&gt; !draft.test(line)).join(&quot;\\n&quot;)).toMatchSnapshot();</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;prints usage for --help&quot;, () =&gt; {</span></span>
<span class="line"><span>    const run = runLesson([&quot;--help&quot;]);</span></span>
<span class="line"><span>    expect(run.code).toBe(0);</span></span>
<span class="line"><span>    expect(run.stdout).toContain(&quot;Usage: pnpm lesson &lt;id&gt; [options]&quot;);</span></span>
<span class="line"><span>    expect(run.stdout).toContain(&quot;--replay FILE&quot;);</span></span>
<span class="line"><span>    expect(run.stdout).toContain(\`Lessons: \${LESSONS.map((l) =&gt; l.id).join(&quot;, &quot;)}\`);</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;refuses an unknown lesson with usage and exit 2, naming the lesson meant when one is near&quot;, () =&gt; {</span></span>
<span class="line"><span>    const run = runLesson([&quot;v9&quot;]);</span></span>
<span class="line"><span>    expect(run.code).toBe(2);</span></span>
<span class="line"><span>    expect(run.stderr).toMatch(/^Unknown lesson: v9\\n\\nUsage: pnpm lesson/);</span></span>
<span class="line"><span>    // The folder&#39;s name, as the README shows it.</span></span>
<span class="line"><span>    const folder = runLesson([&quot;v2-todo&quot;]);</span></span>
<span class="line"><span>    expect(folder.code).toBe(2);</span></span>
<span class="line"><span>    expect(folder.stdout).toBe(&quot;&quot;);</span></span>
<span class="line"><span>    expect(folder.stderr).toMatch(</span></span>
<span class="line"><span>      /^Unknown lesson: v2-todo \\(did you mean v2\\?\\)\\n\\nUsage: pnpm lesson &lt;id&gt; \\[options\\]\\n/,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    const option = runLesson([&quot;--frobnicate&quot;]);</span></span>
<span class="line"><span>    expect(option.code).toBe(2);</span></span>
<span class="line"><span>    expect(option.stderr).toMatch(</span></span>
<span class="line"><span>      /^The lesson comes first, then its options: pnpm lesson &lt;id&gt; --frobnicate\\n\\nUsage: pnpm lesson/,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it.each([</span></span>
<span class="line"><span>    [&quot;V2&quot;, &quot;v2&quot;],</span></span>
<span class="line"><span>    [&quot;v2-todo&quot;, &quot;v2&quot;],</span></span>
<span class="line"><span>    [&quot;lessons/v2-todo/&quot;, &quot;v2&quot;],</span></span>
<span class="line"><span>    [&quot;S05-TODO-WRITE&quot;, &quot;s05&quot;],</span></span>
<span class="line"><span>    [&quot;s05-todo&quot;, &quot;s05&quot;],</span></span>
<span class="line"><span>    [&quot;s3&quot;, &quot;s03&quot;],</span></span>
<span class="line"><span>    [&quot;s12-task&quot;, &quot;s12&quot;],</span></span>
<span class="line"><span>    [&quot;s6&quot;, &quot;s06&quot;],</span></span>
<span class="line"><span>    [&quot;v9&quot;, undefined],</span></span>
<span class="line"><span>    [&quot;todo&quot;, undefined],</span></span>
<span class="line"><span>  ])(&quot;takes %j for lesson %s&quot;, (typed, meant) =&gt; {</span></span>
<span class="line"><span>    expect(closestLesson(typed, listLessons())?.id).toBe(meant);</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;refuses a bad option with usage and exit 2&quot;, () =&gt; {</span></span>
<span class="line"><span>    const run = runLesson([&quot;v1&quot;, &quot;--frobnicate&quot;]);</span></span>
<span class="line"><span>    expect(run.code).toBe(2);</span></span>
<span class="line"><span>    expect(run.stderr).toMatch(/^Unknown option: --frobnicate\\n\\nUsage: pnpm lesson v1 \\[options\\]/);</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;notes a cassette recorded for another lesson&quot;, () =&gt; {</span></span>
<span class="line"><span>    const dir = scratchDir();</span></span>
<span class="line"><span>    const v0 = writeCassette(</span></span>
<span class="line"><span>      join(dir, &quot;v0.json&quot;),</span></span>
<span class="line"><span>      &quot;v0&quot;,</span></span>
<span class="line"><span>      [&quot;hi&quot;],</span></span>
<span class="line"><span>      [message([{ type: &quot;text&quot;, text: &quot;Hi.&quot; }], &quot;end_turn&quot;)],</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    const run = runLesson([&quot;v1&quot;, &quot;--replay&quot;, v0, &quot;--workdir&quot;, dir]);</span></span>
<span class="line"><span>    expect(run.code).toBe(0);</span></span>
<span class="line"><span>    expect(transcript(run.stdout).split(&quot;\\n&quot;)[0]).toBe(&quot;Note: this cassette was recorded for lesson v0, not v1.&quot;);</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span>});</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** What a lesson did when it refused its command line: the code it exited with and what it printed. */</span></span>
<span class="line"><span>class Exited extends Error {</span></span>
<span class="line"><span>  readonly code: number;</span></span>
<span class="line"><span>  constructor(code: number) {</span></span>
<span class="line"><span>    super(\`process.exit(\${code})\`);</span></span>
<span class="line"><span>    this.code = code;</span></span>
<span class="line"><span>  }</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/**</span></span>
<span class="line"><span> * Starts lesson v1 in this process as its entry file does when it is the program (\`startSession\`, with</span></span>
<span class="line"><span> * process.argv[1] the lesson&#39;s file), in an offline environment, for a command line it refuses before running</span></span>
<span class="line"><span> * anything: what it printed and the code it exited with. The spawned tests above show that the real command</span></span>
<span class="line"><span> * prints the same and exits with that code.</span></span>
<span class="line"><span> */</span></span>
<span class="line"><span>async function refusal(argv: string[], env: NodeJS.ProcessEnv = {}): Promise&lt;LessonRun&gt; {</span></span>
<span class="line"><span>  const entry = join(ROOT, &quot;lessons/v1-tools/agent.ts&quot;);</span></span>
<span class="line"><span>  const program = process.argv[1];</span></span>
<span class="line"><span>  process.argv[1] = entry;</span></span>
<span class="line"><span>  const saved = { ...process.env };</span></span>
<span class="line"><span>  const offline = Object.entries(offlineEnv(env)).filter(([, value]) =&gt; value !== undefined);</span></span>
<span class="line"><span>  for (const name of Object.keys(process.env)) delete process.env[name];</span></span>
<span class="line"><span>  Object.assign(process.env, Object.fromEntries(offline));</span></span>
<span class="line"><span>  let stdout = &quot;&quot;;</span></span>
<span class="line"><span>  let stderr = &quot;&quot;;</span></span>
<span class="line"><span>  const spies = [</span></span>
<span class="line"><span>    vi.spyOn(process.stdout, &quot;write&quot;).mockImplementation((chunk) =&gt; ((stdout += String(chunk)), true)),</span></span>
<span class="line"><span>    vi.spyOn(process.stderr, &quot;write&quot;).mockImplementation((chunk) =&gt; ((stderr += String(chunk)), true)),</span></span>
<span class="line"><span>    vi.spyOn(process, &quot;exit&quot;).mockImplementation((code) =&gt; {</span></span>
<span class="line"><span>      throw new Exited(Number(code ?? 0));</span></span>
<span class="line"><span>    }),</span></span>
<span class="line"><span>  ];</span></span>
<span class="line"><span>  try {</span></span>
<span class="line"><span>    await startSession({ id: &quot;v1&quot;, entry, argv });</span></span>
<span class="line"><span>    throw new Error(\`lesson v1 \${argv.join(&quot; &quot;)} started instead of refusing\`);</span></span>
<span class="line"><span>  } catch (err) {</span></span>
<span class="line"><span>    if (!(err instanceof Exited)) throw err;</span></span>
<span class="line"><span>    return { code: err.code, stdout, stderr };</span></span>
<span class="line"><span>  } finally {</span></span>
<span class="line"><span>    process.argv[1] = program;</span></span>
<span class="line"><span>    for (const spy of spies) spy.mockRestore();</span></span>
<span class="line"><span>    for (const name of Object.keys(process.env)) delete process.env[name];</span></span>
<span class="line"><span>    Object.assign(process.env, saved);</span></span>
<span class="line"><span>  }</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span></span></span>
<span class="line"><span>describe(&quot;a lesson&#39;s command line, refused before it runs anything (startSession, in this process)&quot;, () =&gt; {</span></span>
<span class="line"><span>  it(&quot;refuses -p without any model, saying what to do&quot;, async () =&gt; {</span></span>
<span class="line"><span>    const run = await refusal([&quot;-p&quot;, &quot;hello&quot;]);</span></span>
<span class="line"><span>    expect(run.code).toBe(2);</span></span>
<span class="line"><span>    expect(run.stderr).toContain(</span></span>
<span class="line"><span>      &quot;-p needs a model: set ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env, or pass --replay FILE.&quot;,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;refuses a bad option or argument with the reason and the usage&quot;, async () =&gt; {</span></span>
<span class="line"><span>    const run = await refusal([&quot;--frobnicate&quot;]);</span></span>
<span class="line"><span>    expect(run.code).toBe(2);</span></span>
<span class="line"><span>    expect(run.stderr).toMatch(/^Unknown option: --frobnicate\\n\\nUsage: pnpm lesson v1 \\[options\\]/);</span></span>
<span class="line"><span>    const typo = await refusal([&quot;--wrokdir&quot;, &quot;ws&quot;]);</span></span>
<span class="line"><span>    expect(typo.stderr).toMatch(/^Unknown option: --wrokdir \\(did you mean --workdir\\?\\)\\n\\nUsage: pnpm lesson v1/);</span></span>
<span class="line"><span>    const missing = await refusal([&quot;--record&quot;]);</span></span>
<span class="line"><span>    expect(missing.stderr).toMatch(/^--record needs a value: --record FILE\\n\\nUsage: pnpm lesson v1/);</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;refuses --pace where nothing is played: with -p, or with a live model&quot;, async () =&gt; {</span></span>
<span class="line"><span>    const oneShot = await refusal([&quot;--replay&quot;, &quot;x.json&quot;, &quot;-p&quot;, &quot;hi&quot;, &quot;--pace&quot;, &quot;100&quot;]);</span></span>
<span class="line"><span>    expect(oneShot.code).toBe(2);</span></span>
<span class="line"><span>    expect(oneShot.stderr).toMatch(/^--pace is for watching a session; -p prints only the final answer, at once\\n\\n/);</span></span>
<span class="line"><span>    const live = await refusal([&quot;--pace&quot;, &quot;100&quot;], { ANTHROPIC_API_KEY: &quot;sk-ant-test-00000000&quot; });</span></span>
<span class="line"><span>    expect(live.code).toBe(2);</span></span>
<span class="line"><span>    expect(live.stdout).toBe(&quot;&quot;);</span></span>
<span class="line"><span>    expect(live.stderr).toMatch(</span></span>
<span class="line"><span>      /^--pace plays the demo or a --replay at that speed; a live model \\(anthropic\\) keeps its own\\. --provider replay plays the demo\\.\\n\\nUsage: pnpm lesson v1/,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;refuses a provider that is not configured&quot;, async () =&gt; {</span></span>
<span class="line"><span>    const anthropic = await refusal([&quot;--provider&quot;, &quot;anthropic&quot;]);</span></span>
<span class="line"><span>    expect(anthropic.code).toBe(2);</span></span>
<span class="line"><span>    expect(anthropic.stderr).toContain(&quot;--provider anthropic needs ANTHROPIC_API_KEY (in .env or the environment).&quot;);</span></span>
<span class="line"><span>    const openai = await refusal([&quot;--provider&quot;, &quot;openai&quot;], { OPENAI_BASE_URL: &quot;http://127.0.0.1:9/v1&quot; });</span></span>
<span class="line"><span>    expect(openai.code).toBe(2);</span></span>
<span class="line"><span>    expect(openai.stderr).toContain(&quot;--provider openai needs MODEL_ID&quot;);</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;refuses a missing or broken cassette&quot;, async () =&gt; {</span></span>
<span class="line"><span>    const missing = await refusal([&quot;--replay&quot;, &quot;no/such.json&quot;]);</span></span>
<span class="line"><span>    expect(missing.code).toBe(2);</span></span>
<span class="line"><span>    expect(missing.stderr).toContain(\`Cannot read cassette \${ROOT}/no/such.json: ENOENT\`);</span></span>
<span class="line"><span>    const dir = scratchDir();</span></span>
<span class="line"><span>    writeFileSync(join(dir, &quot;bad.json&quot;), JSON.stringify({ version: 2, prompts: [] }));</span></span>
<span class="line"><span>    const bad = await refusal([&quot;--replay&quot;, join(dir, &quot;bad.json&quot;)]);</span></span>
<span class="line"><span>    expect(bad.code).toBe(2);</span></span>
<span class="line"><span>    expect(bad.stderr).toContain(&quot;Not a cassette&quot;);</span></span>
<span class="line"><span>    const demo = loadCassette(join(ROOT, &quot;lessons/v1-tools/cassettes/demo.json&quot;));</span></span>
<span class="line"><span>    const { usage: _dropped, ...noUsage } = demo.interactions[0].response;</span></span>
<span class="line"><span>    writeFileSync(join(dir, &quot;no-usage.json&quot;), JSON.stringify({ ...demo, interactions: [{ response: noUsage }] }));</span></span>
<span class="line"><span>    const incomplete = await refusal([&quot;--replay&quot;, join(dir, &quot;no-usage.json&quot;)]);</span></span>
<span class="line"><span>    expect(incomplete.code).toBe(2);</span></span>
<span class="line"><span>    expect(incomplete.stderr).toContain(</span></span>
<span class="line"><span>      \`Not a cassette (\${join(dir, &quot;no-usage.json&quot;)}): interactions.0.response.usage:\`,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;refuses a cassette that is not in the Messages API shape, naming what is wrong&quot;, async () =&gt; {</span></span>
<span class="line"><span>    const dir = scratchDir();</span></span>
<span class="line"><span>    const demo = loadCassette(join(ROOT, &quot;lessons/v1-tools/cassettes/demo.json&quot;));</span></span>
<span class="line"><span>    const broken = structuredClone(demo);</span></span>
<span class="line"><span>    (broken.interactions[1].response.content[1] as { input?: unknown }).input = undefined;</span></span>
<span class="line"><span>    writeFileSync(join(dir, &quot;broken.json&quot;), JSON.stringify(broken));</span></span>
<span class="line"><span>    const run = await refusal([&quot;--replay&quot;, join(dir, &quot;broken.json&quot;)]);</span></span>
<span class="line"><span>    expect(run.code).toBe(2);</span></span>
<span class="line"><span>    expect(run.stderr).toContain(</span></span>
<span class="line"><span>      \`Not a cassette (\${join(dir, &quot;broken.json&quot;)}): interactions.1.response.content.1.input:\`,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;refuses a cassette with no prompts unless -p gives one, a record folder that is missing, and a file as workdir&quot;, async () =&gt; {</span></span>
<span class="line"><span>    const dir = scratchDir();</span></span>
<span class="line"><span>    const demo = loadCassette(join(ROOT, &quot;lessons/v1-tools/cassettes/demo.json&quot;));</span></span>
<span class="line"><span>    writeFileSync(join(dir, &quot;no-prompts.json&quot;), JSON.stringify({ ...demo, prompts: [] }));</span></span>
<span class="line"><span>    const noPrompts = await refusal([&quot;--replay&quot;, join(dir, &quot;no-prompts.json&quot;), &quot;--workdir&quot;, join(dir, &quot;ws&quot;)]);</span></span>
<span class="line"><span>    expect(noPrompts.code).toBe(2);</span></span>
<span class="line"><span>    expect(noPrompts.stderr).toBe(&quot;This cassette has no prompts: give the task with -p TEXT.\\n&quot;);</span></span>
<span class="line"><span>    // Each the first and only line: nothing is announced (the demo, its workspace) before it.</span></span>
<span class="line"><span>    expect(noPrompts.stdout).toBe(&quot;&quot;);</span></span>
<span class="line"><span>    const record = await refusal([&quot;--record&quot;, join(dir, &quot;nope&quot;, &quot;x.json&quot;)]);</span></span>
<span class="line"><span>    expect(record.code).toBe(2);</span></span>
<span class="line"><span>    expect(record.stderr).toBe(</span></span>
<span class="line"><span>      \`Cannot record to \${join(dir, &quot;nope&quot;, &quot;x.json&quot;)}: the folder \${join(dir, &quot;nope&quot;)} does not exist.\\n\`,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    expect(record.stdout).toBe(&quot;&quot;);</span></span>
<span class="line"><span>    const file = await refusal([&quot;--workdir&quot;, join(dir, &quot;no-prompts.json&quot;)]);</span></span>
<span class="line"><span>    expect(file.code).toBe(2);</span></span>
<span class="line"><span>    expect(file.stderr).toBe(\`--workdir \${join(dir, &quot;no-prompts.json&quot;)} is a file, not a folder.\\n\`);</span></span>
<span class="line"><span>    expect(file.stdout).toBe(&quot;&quot;);</span></span>
<span class="line"><span>    const other = await refusal([</span></span>
<span class="line"><span>      &quot;--replay&quot;,</span></span>
<span class="line"><span>      join(ROOT, &quot;lessons/v0-bash/cassettes/demo.json&quot;),</span></span>
<span class="line"><span>      &quot;--workdir&quot;,</span></span>
<span class="line"><span>      join(dir, &quot;no-prompts.json&quot;),</span></span>
<span class="line"><span>    ]);</span></span>
<span class="line"><span>    expect(other.stderr).toBe(\`--workdir \${join(dir, &quot;no-prompts.json&quot;)} is a file, not a folder.\\n\`);</span></span>
<span class="line"><span>    expect(other.stdout).toBe(&quot;&quot;); // not even the note that the cassette is v0&#39;s</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;refuses --replay together with a live provider&quot;, async () =&gt; {</span></span>
<span class="line"><span>    const run = await refusal([&quot;--replay&quot;, &quot;x.json&quot;, &quot;--provider&quot;, &quot;anthropic&quot;], {</span></span>
<span class="line"><span>      ANTHROPIC_API_KEY: &quot;sk-ant-test-00000000&quot;,</span></span>
<span class="line"><span>    });</span></span>
<span class="line"><span>    expect(run.code).toBe(2);</span></span>
<span class="line"><span>    expect(run.stderr).toContain(&quot;--replay FILE plays a cassette; it cannot be combined with --provider anthropic.&quot;);</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;prints its usage for --help and exits 0&quot;, async () =&gt; {</span></span>
<span class="line"><span>    const run = await refusal([&quot;--help&quot;]);</span></span>
<span class="line"><span>    expect(run.code).toBe(0);</span></span>
<span class="line"><span>    expect(run.stdout).toMatch(/^Usage: pnpm lesson v1 \\[options\\]/);</span></span>
<span class="line"><span>    expect(run.stderr).toBe(&quot;&quot;);</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span>});</span></span>
<span class="line"><span></span></span>
<span class="line"><span>// The lessons&#39; runs are processes that each keep a core busy in turn: the tests wait for them side by side.</span></span>
<span class="line"><span>describe.concurrent.each(LESSONS)(&quot;lesson $id&quot;, ({ id, dir, expectations }) =&gt; {</span></span>
<span class="line"><span>  const demo = join(ROOT, dir, &quot;cassettes&quot;, &quot;demo.json&quot;);</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;with no API key, plays the bundled demo in a fresh copy of the sample workspace&quot;, ({ expect }) =&gt; {</span></span>
<span class="line"><span>    const run = lessonRun(id); // \`pnpm lesson &lt;id&gt;\` (with --record), run once for all test files (test/global-setup.ts)</span></span>
<span class="line"><span>    expect(run.stderr).toBe(&quot;&quot;);</span></span>
<span class="line"><span>    expect(run.code).toBe(0);</span></span>
<span class="line"><span>    expect(run.shown.split(&quot;\\n&quot;)[0]).toBe(</span></span>
<span class="line"><span>      \`No API key set (ANTHROPIC_API_KEY or OPENAI_API_KEY in .env): playing the scripted demo \${dir}/cassettes/demo.json.\`,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    expect(run.shown).toMatchSnapshot();</span></span>
<span class="line"><span>    const workdir = /workspace: (\\S+) \\(a fresh copy/.exec(run.stdout)![1];</span></span>
<span class="line"><span>    expect(readdirSync(workdir)).toEqual(expect.arrayContaining(readdirSync(join(ROOT, dir, &quot;sample&quot;))));</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;records its demo: the responses as scripted, every request API-valid, and the recording replays --strict identically&quot;, async ({</span></span>
<span class="line"><span>    expect,</span></span>
<span class="line"><span>  }) =&gt; {</span></span>
<span class="line"><span>    const { recorded, shown } = lessonRun(id);</span></span>
<span class="line"><span>    const cassette: Cassette = loadCassette(recorded!);</span></span>
<span class="line"><span>    const original = loadCassette(demo);</span></span>
<span class="line"><span>    expect(cassette.prompts).toEqual(original.prompts);</span></span>
<span class="line"><span>    // The responses as scripted, with the script&#39;s paths moved to this machine&#39;s.</span></span>
<span class="line"><span>    expect(cassette.interactions.map((i) =&gt; i.response)).toEqual(</span></span>
<span class="line"><span>      original.interactions.map((i) =&gt; movePaths(i.response, original.paths, cassette.paths)),</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    expect(expectValidRequests(cassette.interactions.map((i) =&gt; i.request!))).toEqual([]);</span></span>
<span class="line"><span>    // Each request extends the previous one of the same agent: its history only grows (a subagent&#39;s starts anew, and</span></span>
<span class="line"><span>    // so does the main agent&#39;s after a summary call, from the summary: s08&#39;s compaction; a teammate&#39;s, s15, goes on</span></span>
<span class="line"><span>    // however many calls of other agents come between).</span></span>
<span class="line"><span>    let main = 0;</span></span>
<span class="line"><span>    cassette.interactions.forEach((interaction, n) =&gt; {</span></span>
<span class="line"><span>      if (interaction.agent) return;</span></span>
<span class="line"><span>      const length = interaction.request!.messages.length;</span></span>
<span class="line"><span>      const compacted = cassette.interactions[n - 1]?.agent === SUMMARY &amp;&amp; length &lt; main;</span></span>
<span class="line"><span>      expect(length, \`request \${n + 1}\`).toBe(compacted ? length : main === 0 ? 1 : main + 2);</span></span>
<span class="line"><span>      main = length;</span></span>
<span class="line"><span>    });</span></span>
<span class="line"><span>    cassette.interactions.forEach((interaction, n) =&gt; {</span></span>
<span class="line"><span>      if (!interaction.agent || interaction.agent === SUMMARY) return; // a summary&#39;s call stands alone (s08&#39;s own tests)</span></span>
<span class="line"><span>      const length = interaction.request!.messages.length;</span></span>
<span class="line"><span>      if (interaction.agent !== SUBAGENT) {</span></span>
<span class="line"><span>        const before = cassette.interactions.slice(0, n).findLast((i) =&gt; i.agent === interaction.agent);</span></span>
<span class="line"><span>        expect(length, \`request \${n + 1}\`).toBe(before ? before.request!.messages.length + 2 : 1);</span></span>
<span class="line"><span>        return;</span></span>
<span class="line"><span>      }</span></span>
<span class="line"><span>      const before = cassette.interactions[n - 1];</span></span>
<span class="line"><span>      expect(length, \`request \${n + 1}\`).toBe(before.agent ? before.request!.messages.length + 2 : 1);</span></span>
<span class="line"><span>    });</span></span>
<span class="line"><span>    const last = normaliseRequest(cassette.interactions.at(-1)!.request, cassette.paths);</span></span>
<span class="line"><span>    expect(last).toMatchSnapshot();</span></span>
<span class="line"><span></span></span>
<span class="line"><span>    // Replaying the recording strictly, in another fresh copy of the sample, reproduces the run exactly</span></span>
<span class="line"><span>    // (v0&#39;s scripted subagent replays the file beside the cassette); only the demo&#39;s first and last notes go.</span></span>
<span class="line"><span>    const subagent = demo.replace(/\\.json$/, &quot;.subagent.json&quot;);</span></span>
<span class="line"><span>    const copy = join(scratchDir(), &quot;recorded.json&quot;);</span></span>
<span class="line"><span>    cpSync(recorded!, copy);</span></span>
<span class="line"><span>    if (existsSync(subagent)) cpSync(subagent, copy.replace(/\\.json$/, &quot;.subagent.json&quot;));</span></span>
<span class="line"><span>    const again = await runLessonAsync([id, &quot;--replay&quot;, copy, &quot;--strict&quot;]);</span></span>
<span class="line"><span>    expect(again.stderr).toBe(&quot;&quot;);</span></span>
<span class="line"><span>    expect(again.code).toBe(0);</span></span>
<span class="line"><span>    const lines = shown.split(&quot;\\n&quot;);</span></span>
<span class="line"><span>    expect(transcript(again.stdout)).toBe([...lines.slice(1, -2), &quot;&quot;].join(&quot;\\n&quot;));</span></span>
<span class="line"><span>    expect(lines.at(-2)).toBe(</span></span>
<span class="line"><span>      \`Demo finished. Put ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env to run pnpm lesson \${id} live.\`,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;offers its tools, and adds no text to a user turn but its reminders, after the tool results (every cassette)&quot;, ({</span></span>
<span class="line"><span>    expect,</span></span>
<span class="line"><span>  }) =&gt; {</span></span>
<span class="line"><span>    const runs = cassetteRuns()</span></span>
<span class="line"><span>      .filter((args) =&gt; args.split(&quot; &quot;)[0] === id)</span></span>
<span class="line"><span>      .map((args) =&gt; lessonRun(id, args.includes(&quot; --replay &quot;) ? args.split(&quot;/&quot;).at(-1)! : &quot;demo.json&quot;));</span></span>
<span class="line"><span>    expect(runs.length).toBeGreaterThan(0);</span></span>
<span class="line"><span>    for (const run of runs) {</span></span>
<span class="line"><span>      expect(run.code, run.args).toBe(0);</span></span>
<span class="line"><span>      expect(expectValidRequests(run.requests), run.args).toEqual([]);</span></span>
<span class="line"><span>      const prompts = loadCassette(run.recorded!).prompts;</span></span>
<span class="line"><span>      for (const [n, request] of run.requests.entries()) {</span></span>
<span class="line"><span>        // A subagent&#39;s calls, and a teammate&#39;s (s15), offer their own tools; a call beside the loop (s08&#39;s summary)</span></span>
<span class="line"><span>        // offers none.</span></span>
<span class="line"><span>        const agent = run.agents[n];</span></span>
<span class="line"><span>        const tools = agent === SUMMARY ? [] : agent ? expectations.subagentTools : expectations.tools;</span></span>
<span class="line"><span>        expect(</span></span>
<span class="line"><span>          (request.tools ?? []).map((t) =&gt; (t as { name: string }).name),</span></span>
<span class="line"><span>          \`\${run.args}: request \${n + 1}\`,</span></span>
<span class="line"><span>        ).toEqual(tools);</span></span>
<span class="line"><span>        for (const message of request.messages.filter((m) =&gt; m.role === &quot;user&quot; &amp;&amp; typeof m.content !== &quot;string&quot;)) {</span></span>
<span class="line"><span>          const blocks = message.content as Array&lt;{ type: string; text?: string }&gt;;</span></span>
<span class="line"><span>          const added = blocks.filter((b) =&gt; b.type === &quot;text&quot; &amp;&amp; !prompts.includes(b.text!)).map((b) =&gt; b.text);</span></span>
<span class="line"><span>          for (const text of added)</span></span>
<span class="line"><span>            expect(</span></span>
<span class="line"><span>              expectations.reminders.some((r) =&gt; isReminder(text!, r)),</span></span>
<span class="line"><span>              \`\${run.args}: \${text}\`,</span></span>
<span class="line"><span>            ).toBe(true);</span></span>
<span class="line"><span>          const lastResult = blocks.findLastIndex((b) =&gt; b.type === &quot;tool_result&quot;);</span></span>
<span class="line"><span>          const firstAdded = blocks.findIndex((b) =&gt; b.type === &quot;text&quot; &amp;&amp; !prompts.includes(b.text!));</span></span>
<span class="line"><span>          if (lastResult &gt;= 0 &amp;&amp; firstAdded &gt;= 0) expect(firstAdded, run.args).toBeGreaterThan(lastResult);</span></span>
<span class="line"><span>        }</span></span>
<span class="line"><span>      }</span></span>
<span class="line"><span>    }</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;shows no failing tool call its script does not mean to show, and each it means to (every cassette but the -cases)&quot;, ({</span></span>
<span class="line"><span>    expect,</span></span>
<span class="line"><span>  }) =&gt; {</span></span>
<span class="line"><span>    const shown = cassetteRuns()</span></span>
<span class="line"><span>      .filter((args) =&gt; args.split(&quot; &quot;)[0] === id &amp;&amp; !/-cases\\.json$/.test(args))</span></span>
<span class="line"><span>      .map((args) =&gt; (args.includes(&quot; --replay &quot;) ? args.split(&quot;/&quot;).at(-1)! : &quot;demo.json&quot;));</span></span>
<span class="line"><span>    expect(Object.keys(expectations.shownErrors ?? {}).filter((name) =&gt; !shown.includes(name))).toEqual([]);</span></span>
<span class="line"><span>    for (const cassette of shown) {</span></span>
<span class="line"><span>      const run = lessonRun(id, cassette);</span></span>
<span class="line"><span>      expect(run.code, run.args).toBe(0);</span></span>
<span class="line"><span>      const meant = expectations.shownErrors?.[cassette] ?? [];</span></span>
<span class="line"><span>      const failed = failedCalls(loadCassette(run.recorded!));</span></span>
<span class="line"><span>      const unmeant = failed.filter(</span></span>
<span class="line"><span>        (f) =&gt; !meant.some((m) =&gt; m.round === f.round &amp;&amp; m.tool === f.tool &amp;&amp; m.result.test(f.result)),</span></span>
<span class="line"><span>      );</span></span>
<span class="line"><span>      const missing = meant.filter(</span></span>
<span class="line"><span>        (m) =&gt; !failed.some((f) =&gt; m.round === f.round &amp;&amp; m.tool === f.tool &amp;&amp; m.result.test(f.result)),</span></span>
<span class="line"><span>      );</span></span>
<span class="line"><span>      expect(</span></span>
<span class="line"><span>        unmeant.map((f) =&gt; \`\${cassette}: round \${f.round}: \${f.tool} \${f.input}: \${f.result}\`),</span></span>
<span class="line"><span>        &quot;failing calls not in shownErrors&quot;,</span></span>
<span class="line"><span>      ).toEqual([]);</span></span>
<span class="line"><span>      expect(</span></span>
<span class="line"><span>        missing.map((m) =&gt; \`\${cassette}: round \${m.round}: \${m.tool}: \${m.result}\`),</span></span>
<span class="line"><span>        &quot;shownErrors not in the recording&quot;,</span></span>
<span class="line"><span>      ).toEqual([]);</span></span>
<span class="line"><span>    }</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;--strict fails with a readable diff when the request differs from the recording&quot;, async ({ expect }) =&gt; {</span></span>
<span class="line"><span>    const { recorded } = lessonRun(id);</span></span>
<span class="line"><span>    const scratch = scratchDir();</span></span>
<span class="line"><span>    const run = await runLessonAsync([</span></span>
<span class="line"><span>      id,</span></span>
<span class="line"><span>      &quot;-p&quot;,</span></span>
<span class="line"><span>      &quot;a different task&quot;,</span></span>
<span class="line"><span>      &quot;--replay&quot;,</span></span>
<span class="line"><span>      recorded!,</span></span>
<span class="line"><span>      &quot;--strict&quot;,</span></span>
<span class="line"><span>      &quot;--workdir&quot;,</span></span>
<span class="line"><span>      join(scratch, &quot;ws2&quot;),</span></span>
<span class="line"><span>    ]);</span></span>
<span class="line"><span>    expect(run.code).toBe(1);</span></span>
<span class="line"><span>    expect(run.stderr).toContain(\`Strict replay: request 1 differs from the one recorded in \${recorded}:\`);</span></span>
<span class="line"><span>    // v2 sends the learner&#39;s message as text blocks (after its initial reminder), the others as a string.</span></span>
<span class="line"><span>    expect(run.stderr).toMatch(/^- {6}(?:&quot;content&quot;| {4}&quot;text&quot;): &quot;/m);</span></span>
<span class="line"><span>    expect(run.stderr).toMatch(/^\\+ {6}(?:&quot;content&quot;| {4}&quot;text&quot;): &quot;a different task&quot;/m);</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;fails clearly when the cassette runs out&quot;, async ({ expect }) =&gt; {</span></span>
<span class="line"><span>    const scratch = scratchDir();</span></span>
<span class="line"><span>    const short = join(scratch, &quot;short.json&quot;);</span></span>
<span class="line"><span>    const cassette = loadCassette(demo);</span></span>
<span class="line"><span>    writeFileSync(short, JSON.stringify({ ...cassette, interactions: cassette.interactions.slice(0, 2) }));</span></span>
<span class="line"><span>    const run = await runLessonAsync([id, &quot;--replay&quot;, short, &quot;--workdir&quot;, join(scratch, &quot;ws&quot;)]);</span></span>
<span class="line"><span>    expect(run.code).toBe(1);</span></span>
<span class="line"><span>    expect(transcript(run.stdout)).toContain(</span></span>
<span class="line"><span>      \`The cassette \${short} ran out: this is model call 3, but it holds only 2.\`,</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span>});</span></span>
<span class="line"><span></span></span>
<span class="line"><span>// Each lesson&#39;s -p, on its demo, prints only the final answer over the live API (test/live.test.ts, unstreamed);</span></span>
<span class="line"><span>// a replay&#39;s own notes (the demo playing, the cassette&#39;s lesson) stay out of it too.</span></span>
<span class="line"><span>describe(&quot;-p with --replay&quot;, () =&gt; {</span></span>
<span class="line"><span>  it(&quot;runs one-shot and prints only the final answer&quot;, async () =&gt; {</span></span>
<span class="line"><span>    const demo = join(ROOT, &quot;lessons/v1-tools/cassettes/demo.json&quot;);</span></span>
<span class="line"><span>    const cassette = loadCassette(demo);</span></span>
<span class="line"><span>    const run = await runLessonAsync([</span></span>
<span class="line"><span>      &quot;v1&quot;,</span></span>
<span class="line"><span>      &quot;-p&quot;,</span></span>
<span class="line"><span>      cassette.prompts[0],</span></span>
<span class="line"><span>      &quot;--replay&quot;,</span></span>
<span class="line"><span>      demo,</span></span>
<span class="line"><span>      &quot;--workdir&quot;,</span></span>
<span class="line"><span>      sampleCopy(&quot;lessons/v1-tools&quot;),</span></span>
<span class="line"><span>    ]);</span></span>
<span class="line"><span>    expect(run.stderr).toBe(&quot;&quot;);</span></span>
<span class="line"><span>    expect(run.code).toBe(0);</span></span>
<span class="line"><span>    const final = cassette.interactions.at(-1)!.response.content.find((b) =&gt; b.type === &quot;text&quot;);</span></span>
<span class="line"><span>    expect(run.stdout).toBe(\`\${(final as { text: string }).text}\\n\`);</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span>});</span></span>
<span class="line"><span></span></span>
<span class="line"><span>describe(&quot;the tool dispatch (v1&#39;s concept, the same lines in every lesson)&quot;, () =&gt; {</span></span>
<span class="line"><span>  it(&quot;answers every call, and turns an unknown tool, bad input and a failing tool into is_error results&quot;, () =&gt; {</span></span>
<span class="line"><span>    const scratch = scratchDir();</span></span>
<span class="line"><span>    const workdir = scratchDir();</span></span>
<span class="line"><span>    writeFileSync(join(workdir, &quot;bin.dat&quot;), &quot;a\\0b&quot;);</span></span>
<span class="line"><span>    mkdirSync(join(workdir, &quot;folder&quot;));</span></span>
<span class="line"><span>    const cassette = join(scratch, &quot;dispatch.json&quot;);</span></span>
<span class="line"><span>    const recorded = join(scratch, &quot;recorded.json&quot;);</span></span>
<span class="line"><span>    const call = (n: number, name: string, input: unknown) =&gt; ({ type: &quot;tool_use&quot;, id: \`toolu_0\${n}\`, name, input });</span></span>
<span class="line"><span>    writeCassette(</span></span>
<span class="line"><span>      cassette,</span></span>
<span class="line"><span>      &quot;v1&quot;,</span></span>
<span class="line"><span>      [&quot;try some tools&quot;],</span></span>
<span class="line"><span>      [</span></span>
<span class="line"><span>        message(</span></span>
<span class="line"><span>          [</span></span>
<span class="line"><span>            call(1, &quot;frobnicate&quot;, {}),</span></span>
<span class="line"><span>            call(2, &quot;bash&quot;, {}),</span></span>
<span class="line"><span>            call(3, &quot;bash&quot;, { command: &quot;echo hi&quot; }),</span></span>
<span class="line"><span>            call(4, &quot;read_file&quot;, { path: &quot;bin.dat&quot; }),</span></span>
<span class="line"><span>            call(5, &quot;write_file&quot;, { path: &quot;folder&quot;, content: &quot;x&quot; }),</span></span>
<span class="line"><span>          ],</span></span>
<span class="line"><span>          &quot;tool_use&quot;,</span></span>
<span class="line"><span>        ),</span></span>
<span class="line"><span>        message([{ type: &quot;text&quot;, text: &quot;Done.&quot; }], &quot;end_turn&quot;),</span></span>
<span class="line"><span>      ],</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    const run = runLesson([&quot;v1&quot;, &quot;--replay&quot;, cassette, &quot;--workdir&quot;, workdir, &quot;--record&quot;, recorded]);</span></span>
<span class="line"><span>    expect(run.stderr).toBe(&quot;&quot;);</span></span>
<span class="line"><span>    expect(run.code).toBe(0);</span></span>
<span class="line"><span>    const requests = loadCassette(recorded).interactions.map((i) =&gt; i.request!);</span></span>
<span class="line"><span>    for (const request of requests) expect(requestProblems(request)).toEqual([]);</span></span>
<span class="line"><span>    expect(requests[1].messages.at(-1)).toEqual({</span></span>
<span class="line"><span>      role: &quot;user&quot;,</span></span>
<span class="line"><span>      content: [</span></span>
<span class="line"><span>        {</span></span>
<span class="line"><span>          type: &quot;tool_result&quot;,</span></span>
<span class="line"><span>          tool_use_id: &quot;toolu_01&quot;,</span></span>
<span class="line"><span>          content: &quot;Error: Unknown tool: frobnicate. Available tools: bash, read_file, write_file, edit_file&quot;,</span></span>
<span class="line"><span>          is_error: true,</span></span>
<span class="line"><span>        },</span></span>
<span class="line"><span>        {</span></span>
<span class="line"><span>          type: &quot;tool_result&quot;,</span></span>
<span class="line"><span>          tool_use_id: &quot;toolu_02&quot;,</span></span>
<span class="line"><span>          content: &quot;Error: Invalid input for bash: command: Invalid input: expected string, received undefined&quot;,</span></span>
<span class="line"><span>          is_error: true,</span></span>
<span class="line"><span>        },</span></span>
<span class="line"><span>        { type: &quot;tool_result&quot;, tool_use_id: &quot;toolu_03&quot;, content: &quot;hi&quot; },</span></span>
<span class="line"><span>        // A ToolError&#39;s message goes to the model as it is (the kit&#39;s tools word theirs for the model).</span></span>
<span class="line"><span>        {</span></span>
<span class="line"><span>          type: &quot;tool_result&quot;,</span></span>
<span class="line"><span>          tool_use_id: &quot;toolu_04&quot;,</span></span>
<span class="line"><span>          content: &quot;Error: bin.dat is a binary file (3 bytes); read_file reads text only&quot;,</span></span>
<span class="line"><span>          is_error: true,</span></span>
<span class="line"><span>        },</span></span>
<span class="line"><span>        {</span></span>
<span class="line"><span>          type: &quot;tool_result&quot;,</span></span>
<span class="line"><span>          tool_use_id: &quot;toolu_05&quot;,</span></span>
<span class="line"><span>          content: &quot;Error: folder is a directory, not a file&quot;,</span></span>
<span class="line"><span>          is_error: true,</span></span>
<span class="line"><span>        },</span></span>
<span class="line"><span>      ],</span></span>
<span class="line"><span>    });</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span></span></span>
<span class="line"><span>  it(&quot;is word for word v1&#39;s in every lesson, and their loops run it: the run above checks them all&quot;, () =&gt; {</span></span>
<span class="line"><span>    const dispatch = (dir: string) =&gt; region(join(dir, &quot;agent.ts&quot;), &quot;dispatch&quot;);</span></span>
<span class="line"><span>    for (const { dir } of LESSONS) {</span></span>
<span class="line"><span>      expect(dispatch(dir), dir).toBe(dispatch(&quot;lessons/v1-tools&quot;));</span></span>
<span class="line"><span>      expect(region(join(dir, &quot;agent.ts&quot;), &quot;loop&quot;), dir).toContain(&quot;await session.supervise(block, TOOLS, runTool)&quot;);</span></span>
<span class="line"><span>    }</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span>});</span></span>
<span class="line"><span></span></span>
<span class="line"><span>describe(&quot;responses that do not end cleanly&quot;, () =&gt; {</span></span>
<span class="line"><span>  it(&quot;a tool call cut short by max_tokens is not run, and stop_reason tool_use with no call ends the turn; every request stays valid&quot;, () =&gt; {</span></span>
<span class="line"><span>    const scratch = scratchDir();</span></span>
<span class="line"><span>    const workdir = sampleCopy(&quot;lessons/v1-tools&quot;);</span></span>
<span class="line"><span>    const cassette = join(scratch, &quot;odd.json&quot;);</span></span>
<span class="line"><span>    const recorded = join(scratch, &quot;recorded.json&quot;);</span></span>
<span class="line"><span>    writeCassette(</span></span>
<span class="line"><span>      cassette,</span></span>
<span class="line"><span>      &quot;v1&quot;,</span></span>
<span class="line"><span>      [&quot;write a long file&quot;, &quot;and then?&quot;, &quot;thanks&quot;],</span></span>
<span class="line"><span>      [</span></span>
<span class="line"><span>        message(</span></span>
<span class="line"><span>          [</span></span>
<span class="line"><span>            { type: &quot;text&quot;, text: &quot;Writing it.&quot; },</span></span>
<span class="line"><span>            { type: &quot;tool_use&quot;, id: &quot;toolu_01Cut&quot;, name: &quot;write_file&quot;, input: { path: &quot;cut.txt&quot; } },</span></span>
<span class="line"><span>          ],</span></span>
<span class="line"><span>          &quot;max_tokens&quot;,</span></span>
<span class="line"><span>        ),</span></span>
<span class="line"><span>        message([{ type: &quot;text&quot;, text: &quot;Let me think.&quot; }], &quot;tool_use&quot;),</span></span>
<span class="line"><span>        message([{ type: &quot;text&quot;, text: &quot;Done.&quot; }], &quot;end_turn&quot;),</span></span>
<span class="line"><span>      ],</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    const run = runLesson([&quot;v1&quot;, &quot;--replay&quot;, cassette, &quot;--workdir&quot;, workdir, &quot;--record&quot;, recorded]);</span></span>
<span class="line"><span>    expect(run.stderr).toBe(&quot;&quot;);</span></span>
<span class="line"><span>    expect(run.code).toBe(0);</span></span>
<span class="line"><span>    const shown = transcript(run.stdout);</span></span>
<span class="line"><span>    expect(shown).toContain(&quot;The response stopped (max_tokens) inside a tool call; the unfinished call was not run.&quot;);</span></span>
<span class="line"><span>    expect(shown).toContain(&quot;stop: max_tokens&quot;);</span></span>
<span class="line"><span>    expect(shown).not.toContain(&quot;&gt; write_file&quot;);</span></span>
<span class="line"><span>    expect(existsSync(join(workdir, &quot;cut.txt&quot;))).toBe(false);</span></span>
<span class="line"><span>    const requests = loadCassette(recorded).interactions.map((i) =&gt; i.request!);</span></span>
<span class="line"><span>    for (const request of requests) expect(requestProblems(request)).toEqual([]);</span></span>
<span class="line"><span>    expect(requests[2].messages).toEqual([</span></span>
<span class="line"><span>      { role: &quot;user&quot;, content: &quot;write a long file&quot; },</span></span>
<span class="line"><span>      { role: &quot;assistant&quot;, content: [{ type: &quot;text&quot;, text: &quot;Writing it.&quot; }] },</span></span>
<span class="line"><span>      { role: &quot;user&quot;, content: &quot;and then?&quot; },</span></span>
<span class="line"><span>      { role: &quot;assistant&quot;, content: [{ type: &quot;text&quot;, text: &quot;Let me think.&quot; }] },</span></span>
<span class="line"><span>      { role: &quot;user&quot;, content: &quot;thanks&quot; },</span></span>
<span class="line"><span>    ]);</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span>});</span></span>
<span class="line"><span></span></span>
<span class="line"><span>describe(&quot;credentials&quot;, () =&gt; {</span></span>
<span class="line"><span>  it(&quot;never reach the agent&#39;s commands, the terminal or a recording (nor FORCE_COLOR the commands)&quot;, () =&gt; {</span></span>
<span class="line"><span>    const scratch = scratchDir();</span></span>
<span class="line"><span>    const cassette = join(scratch, &quot;env.json&quot;);</span></span>
<span class="line"><span>    const recorded = join(scratch, &quot;recorded.json&quot;);</span></span>
<span class="line"><span>    writeCassette(</span></span>
<span class="line"><span>      cassette,</span></span>
<span class="line"><span>      &quot;v1&quot;,</span></span>
<span class="line"><span>      [&quot;What is in the environment?&quot;],</span></span>
<span class="line"><span>      [</span></span>
<span class="line"><span>        message(</span></span>
<span class="line"><span>          [</span></span>
<span class="line"><span>            {</span></span>
<span class="line"><span>              type: &quot;tool_use&quot;,</span></span>
<span class="line"><span>              id: &quot;toolu_01Env&quot;,</span></span>
<span class="line"><span>              name: &quot;bash&quot;,</span></span>
<span class="line"><span>              input: { command: &quot;env | grep -c SECRET&#39;&#39;SECRET; echo HOME=$HOME; echo FORCE_COLOR=$FORCE_COLOR&quot; },</span></span>
<span class="line"><span>            },</span></span>
<span class="line"><span>          ],</span></span>
<span class="line"><span>          &quot;tool_use&quot;,</span></span>
<span class="line"><span>        ),</span></span>
<span class="line"><span>        message([{ type: &quot;text&quot;, text: &quot;Nothing secret.&quot; }], &quot;end_turn&quot;),</span></span>
<span class="line"><span>      ],</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    const env = offlineEnv({</span></span>
<span class="line"><span>      ANTHROPIC_API_KEY: &quot;sk-ant-SECRETSECRET-1&quot;,</span></span>
<span class="line"><span>      OPENAI_API_KEY: &quot;sk-SECRETSECRET-2&quot;,</span></span>
<span class="line"><span>      MY_SERVICE_TOKEN: &quot;tok-SECRETSECRET-3&quot;,</span></span>
<span class="line"><span>      FORCE_COLOR: &quot;1&quot;, // colours the lesson&#39;s screen, not the commands&#39; output</span></span>
<span class="line"><span>    });</span></span>
<span class="line"><span>    const run = runLesson(</span></span>
<span class="line"><span>      [&quot;v1&quot;, &quot;--replay&quot;, cassette, &quot;--workdir&quot;, sampleCopy(&quot;lessons/v1-tools&quot;), &quot;--record&quot;, recorded],</span></span>
<span class="line"><span>      { env },</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    expect(run.code).toBe(0);</span></span>
<span class="line"><span>    const requests = loadCassette(recorded).interactions.map((i) =&gt; i.request!);</span></span>
<span class="line"><span>    expect(requests[1].messages[2]).toEqual({</span></span>
<span class="line"><span>      role: &quot;user&quot;,</span></span>
<span class="line"><span>      content: [</span></span>
<span class="line"><span>        { type: &quot;tool_result&quot;, tool_use_id: &quot;toolu_01Env&quot;, content: \`0\\nHOME=\${process.env.HOME}\\nFORCE_COLOR=\` },</span></span>
<span class="line"><span>      ],</span></span>
<span class="line"><span>    });</span></span>
<span class="line"><span>    expect(run.stdout + run.stderr + readFileSync(recorded, &quot;utf-8&quot;)).not.toContain(&quot;SECRETSECRET&quot;);</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span>});</span></span>
<span class="line"><span></span></span>
<span class="line"><span>describe(&quot;stopping a lesson&quot;, () =&gt; {</span></span>
<span class="line"><span>  it.each([&quot;SIGINT&quot;, &quot;SIGTERM&quot;] as const)(&quot;with %s while a command runs leaves no process behind&quot;, async (signal) =&gt; {</span></span>
<span class="line"><span>    const scratch = scratchDir();</span></span>
<span class="line"><span>    const cassette = join(scratch, &quot;slow.json&quot;);</span></span>
<span class="line"><span>    const marker = \`sleep 97.\${signal === &quot;SIGINT&quot; ? 531 : 532}\`;</span></span>
<span class="line"><span>    writeCassette(</span></span>
<span class="line"><span>      cassette,</span></span>
<span class="line"><span>      &quot;v1&quot;,</span></span>
<span class="line"><span>      [&quot;wait&quot;],</span></span>
<span class="line"><span>      [</span></span>
<span class="line"><span>        message(</span></span>
<span class="line"><span>          [{ type: &quot;tool_use&quot;, id: &quot;toolu_01Slow&quot;, name: &quot;bash&quot;, input: { command: \`\${marker} &amp; \${marker}\` } }],</span></span>
<span class="line"><span>          &quot;tool_use&quot;,</span></span>
<span class="line"><span>        ),</span></span>
<span class="line"><span>      ],</span></span>
<span class="line"><span>    );</span></span>
<span class="line"><span>    const child = startLesson([&quot;v1&quot;, &quot;--replay&quot;, cassette, &quot;--workdir&quot;, scratch]);</span></span>
<span class="line"><span>    let output = &quot;&quot;;</span></span>
<span class="line"><span>    child.stdout.on(&quot;data&quot;, (d) =&gt; (output += d));</span></span>
<span class="line"><span>    await vi.waitFor(() =&gt; expect(output).toContain(\`&gt; bash: \${marker}\`), { timeout: 60_000, interval: 100 });</span></span>
<span class="line"><span>    await vi.waitFor(() =&gt; expect(pgrep(marker)).toHaveLength(2), { timeout: 15_000, interval: 100 });</span></span>
<span class="line"><span>    child.kill(signal);</span></span>
<span class="line"><span>    const [code] = await once(child, &quot;close&quot;);</span></span>
<span class="line"><span>    expect(code).toBe(signal === &quot;SIGINT&quot; ? 130 : 143); // a replay cannot be interrupted: Ctrl-C quits</span></span>
<span class="line"><span>    await vi.waitFor(() =&gt; expect(pgrep(marker)).toHaveLength(0), { timeout: 15_000, interval: 100 });</span></span>
<span class="line"><span>  });</span></span>
<span class="line"><span>});</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/**</span></span>
<span class="line"><span> * Every tool call of a recording that failed: an \`is_error\` result, or a command that exited non-zero (its last</span></span>
<span class="line"><span> * line \`(exit code N)\` or \`(killed by SIGNAL)\`), with the round whose response made it (a subagent&#39;s counted).</span></span>
<span class="line"><span> */</span></span>
<span class="line"><span>function failedCalls(cassette: Cassette): { round: number; tool: string; input: string; result: string }[] {</span></span>
<span class="line"><span>  type Block = {</span></span>
<span class="line"><span>    type: string;</span></span>
<span class="line"><span>    id?: string;</span></span>
<span class="line"><span>    name?: string;</span></span>
<span class="line"><span>    input?: unknown;</span></span>
<span class="line"><span>    tool_use_id?: string;</span></span>
<span class="line"><span>    is_error?: boolean;</span></span>
<span class="line"><span>    content?: unknown;</span></span>
<span class="line"><span>  };</span></span>
<span class="line"><span>  const calls = new Map&lt;string, { round: number; tool: string; input: string }&gt;();</span></span>
<span class="line"><span>  const failed: { round: number; tool: string; input: string; result: string }[] = [];</span></span>
<span class="line"><span>  for (const [n, interaction] of cassette.interactions.entries()) {</span></span>
<span class="line"><span>    const last = interaction.request?.messages.at(-1);</span></span>
<span class="line"><span>    const blocks = last?.role === &quot;user&quot; &amp;&amp; Array.isArray(last.content) ? (last.content as Block[]) : [];</span></span>
<span class="line"><span>    for (const block of blocks.filter((b) =&gt; b.type === &quot;tool_result&quot;)) {</span></span>
<span class="line"><span>      const content = block.content;</span></span>
<span class="line"><span>      const text =</span></span>
<span class="line"><span>        typeof content === &quot;string&quot;</span></span>
<span class="line"><span>          ? content</span></span>
<span class="line"><span>          : ((content ?? []) as Block[]).map((b) =&gt; String((b as { text?: string }).text ?? &quot;&quot;)).join(&quot;\\n&quot;);</span></span>
<span class="line"><span>      if (</span></span>
<span class="line"><span>        block.is_error ||</span></span>
<span class="line"><span>        /\\n\\((?:exit code \\d+|killed by \\w+)\\)$/.test(text) ||</span></span>
<span class="line"><span>        /^\\((?:exit code \\d+|killed by \\w+)\\)$/.test(text)</span></span>
<span class="line"><span>      ) {</span></span>
<span class="line"><span>        const call = calls.get(block.tool_use_id!);</span></span>
<span class="line"><span>        if (!call) throw new Error(\`request \${n + 1}: a result for a call no response made (\${block.tool_use_id})\`);</span></span>
<span class="line"><span>        failed.push({ ...call, result: text });</span></span>
<span class="line"><span>      }</span></span>
<span class="line"><span>    }</span></span>
<span class="line"><span>    for (const block of interaction.response.content as Block[]) {</span></span>
<span class="line"><span>      if (block.type === &quot;tool_use&quot;)</span></span>
<span class="line"><span>        calls.set(block.id!, { round: n + 1, tool: block.name!, input: JSON.stringify(block.input) });</span></span>
<span class="line"><span>    }</span></span>
<span class="line"><span>  }</span></span>
<span class="line"><span>  return failed;</span></span>
<span class="line"><span>}</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("en/source/test/lessons.test.ts.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const lessons_test_ts = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  lessons_test_ts as default
};
