import { resolveComponent, useSSRContext } from "vue";
import { ssrRenderAttrs, ssrRenderComponent } from "vue/server-renderer";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Recorded sessions","description":"","frontmatter":{"title":"Recorded sessions","aside":false},"headers":[],"params":{"page":"en/sessions"},"relativePath":"en/sessions.md","filePath":"[page].md"}');
const _sfc_main = { name: "en/sessions.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  const _component_SessionPlayer = resolveComponent("SessionPlayer");
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="recorded-sessions" tabindex="-1">Recorded sessions <a class="header-anchor" href="#recorded-sessions" aria-label="Permalink to &quot;Recorded sessions&quot;">​</a></h1><p>Every cassette the workbook ships, played round by round. The requests are real: the site&#39;s build replays each cassette with its lesson offline and <code>--record</code>, so you see what the lesson sent the model, the blocks new in each round marked, and where a reminder sits. Step with ← and →, play with the space bar. Play your own recordings the same way with <code>pnpm lesson:view FILE.json</code> (see <a href="/en/site.html">The site and the session player</a>).</p><h2 id="v0-·-demo-json" tabindex="-1">v0 · demo.json <a class="header-anchor" href="#v0-·-demo-json" aria-label="Permalink to &quot;v0 · demo.json&quot;">​</a></h2><p><a href="/en/v0-bash.html">Lesson v0: the bash agent</a> · <a href="/en/source/lessons/v0-bash/cassettes/demo.json.html"><code>lessons/v0-bash/cassettes/demo.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "v0-demo",
    lang: "en"
  }, null, _parent));
  _push(`<h2 id="v0-·-demo-subagent-json" tabindex="-1">v0 · demo.subagent.json <a class="header-anchor" href="#v0-·-demo-subagent-json" aria-label="Permalink to &quot;v0 · demo.subagent.json&quot;">​</a></h2><p><a href="/en/v0-bash.html">Lesson v0: the bash agent</a> · <a href="/en/source/lessons/v0-bash/cassettes/demo.subagent.json.html"><code>lessons/v0-bash/cassettes/demo.subagent.json</code></a></p><p>The scripted subagent of v0&#39;s demo: a one-shot run has no terminal, so it is shown from the file.</p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "v0-demo-subagent",
    lang: "en"
  }, null, _parent));
  _push(`<h2 id="v0-·-loop-json" tabindex="-1">v0 · loop.json <a class="header-anchor" href="#v0-·-loop-json" aria-label="Permalink to &quot;v0 · loop.json&quot;">​</a></h2><p><a href="/en/v0-bash.html">Lesson v0: the bash agent</a> · <a href="/en/source/lessons/v0-bash/cassettes/loop.json.html"><code>lessons/v0-bash/cassettes/loop.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "v0-loop",
    lang: "en"
  }, null, _parent));
  _push(`<h2 id="v1-·-demo-json" tabindex="-1">v1 · demo.json <a class="header-anchor" href="#v1-·-demo-json" aria-label="Permalink to &quot;v1 · demo.json&quot;">​</a></h2><p><a href="/en/v1-tools.html">Lesson v1: the four-tool agent</a> · <a href="/en/source/lessons/v1-tools/cassettes/demo.json.html"><code>lessons/v1-tools/cassettes/demo.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "v1-demo",
    lang: "en"
  }, null, _parent));
  _push(`<h2 id="v1-·-dispatch-json" tabindex="-1">v1 · dispatch.json <a class="header-anchor" href="#v1-·-dispatch-json" aria-label="Permalink to &quot;v1 · dispatch.json&quot;">​</a></h2><p><a href="/en/v1-tools.html">Lesson v1: the four-tool agent</a> · <a href="/en/source/lessons/v1-tools/cassettes/dispatch.json.html"><code>lessons/v1-tools/cassettes/dispatch.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "v1-dispatch",
    lang: "en"
  }, null, _parent));
  _push(`<h2 id="v2-·-demo-json" tabindex="-1">v2 · demo.json <a class="header-anchor" href="#v2-·-demo-json" aria-label="Permalink to &quot;v2 · demo.json&quot;">​</a></h2><p><a href="/en/v2-todo.html">Lesson v2: the planning agent</a> · <a href="/en/source/lessons/v2-todo/cassettes/demo.json.html"><code>lessons/v2-todo/cassettes/demo.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "v2-demo",
    lang: "en"
  }, null, _parent));
  _push(`<h2 id="v2-·-nag-json" tabindex="-1">v2 · nag.json <a class="header-anchor" href="#v2-·-nag-json" aria-label="Permalink to &quot;v2 · nag.json&quot;">​</a></h2><p><a href="/en/v2-todo.html">Lesson v2: the planning agent</a> · <a href="/en/source/lessons/v2-todo/cassettes/nag.json.html"><code>lessons/v2-todo/cassettes/nag.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "v2-nag",
    lang: "en"
  }, null, _parent));
  _push(`<h2 id="v2-·-todo-cases-json" tabindex="-1">v2 · todo-cases.json <a class="header-anchor" href="#v2-·-todo-cases-json" aria-label="Permalink to &quot;v2 · todo-cases.json&quot;">​</a></h2><p><a href="/en/v2-todo.html">Lesson v2: the planning agent</a> · <a href="/en/source/lessons/v2-todo/cassettes/todo-cases.json.html"><code>lessons/v2-todo/cassettes/todo-cases.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "v2-todo-cases",
    lang: "en"
  }, null, _parent));
  _push(`<h2 id="s03-·-demo-json" tabindex="-1">s03 · demo.json <a class="header-anchor" href="#s03-·-demo-json" aria-label="Permalink to &quot;s03 · demo.json&quot;">​</a></h2><p><a href="/en/s03-todo.html">Lesson s03: the todo agent</a> · <a href="/en/source/lessons/s03-todo/cassettes/demo.json.html"><code>lessons/s03-todo/cassettes/demo.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s03-demo",
    lang: "en"
  }, null, _parent));
  _push(`<h2 id="s03-·-nag-json" tabindex="-1">s03 · nag.json <a class="header-anchor" href="#s03-·-nag-json" aria-label="Permalink to &quot;s03 · nag.json&quot;">​</a></h2><p><a href="/en/s03-todo.html">Lesson s03: the todo agent</a> · <a href="/en/source/lessons/s03-todo/cassettes/nag.json.html"><code>lessons/s03-todo/cassettes/nag.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s03-nag",
    lang: "en"
  }, null, _parent));
  _push(`<h2 id="s03-·-todo-cases-json" tabindex="-1">s03 · todo-cases.json <a class="header-anchor" href="#s03-·-todo-cases-json" aria-label="Permalink to &quot;s03 · todo-cases.json&quot;">​</a></h2><p><a href="/en/s03-todo.html">Lesson s03: the todo agent</a> · <a href="/en/source/lessons/s03-todo/cassettes/todo-cases.json.html"><code>lessons/s03-todo/cassettes/todo-cases.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s03-todo-cases",
    lang: "en"
  }, null, _parent));
  _push(`<h2 id="s05-·-demo-json" tabindex="-1">s05 · demo.json <a class="header-anchor" href="#s05-·-demo-json" aria-label="Permalink to &quot;s05 · demo.json&quot;">​</a></h2><p><a href="/en/s05-todo-write.html">Lesson s05: the todo_write agent</a> · <a href="/en/source/lessons/s05-todo-write/cassettes/demo.json.html"><code>lessons/s05-todo-write/cassettes/demo.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s05-demo",
    lang: "en"
  }, null, _parent));
  _push(`<h2 id="s05-·-nag-json" tabindex="-1">s05 · nag.json <a class="header-anchor" href="#s05-·-nag-json" aria-label="Permalink to &quot;s05 · nag.json&quot;">​</a></h2><p><a href="/en/s05-todo-write.html">Lesson s05: the todo_write agent</a> · <a href="/en/source/lessons/s05-todo-write/cassettes/nag.json.html"><code>lessons/s05-todo-write/cassettes/nag.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s05-nag",
    lang: "en"
  }, null, _parent));
  _push(`<h2 id="s05-·-todo-cases-json" tabindex="-1">s05 · todo-cases.json <a class="header-anchor" href="#s05-·-todo-cases-json" aria-label="Permalink to &quot;s05 · todo-cases.json&quot;">​</a></h2><p><a href="/en/s05-todo-write.html">Lesson s05: the todo_write agent</a> · <a href="/en/source/lessons/s05-todo-write/cassettes/todo-cases.json.html"><code>lessons/s05-todo-write/cassettes/todo-cases.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s05-todo-cases",
    lang: "en"
  }, null, _parent));
  _push(`<h2 id="s06-·-demo-json" tabindex="-1">s06 · demo.json <a class="header-anchor" href="#s06-·-demo-json" aria-label="Permalink to &quot;s06 · demo.json&quot;">​</a></h2><p><a href="/en/s06-subagent.html">Lesson s06: the subagent</a> · <a href="/en/source/lessons/s06-subagent/cassettes/demo.json.html"><code>lessons/s06-subagent/cassettes/demo.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s06-demo",
    lang: "en"
  }, null, _parent));
  _push(`<h2 id="s06-·-subagent-cases-json" tabindex="-1">s06 · subagent-cases.json <a class="header-anchor" href="#s06-·-subagent-cases-json" aria-label="Permalink to &quot;s06 · subagent-cases.json&quot;">​</a></h2><p><a href="/en/s06-subagent.html">Lesson s06: the subagent</a> · <a href="/en/source/lessons/s06-subagent/cassettes/subagent-cases.json.html"><code>lessons/s06-subagent/cassettes/subagent-cases.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s06-subagent-cases",
    lang: "en"
  }, null, _parent));
  _push(`<h2 id="s07-·-demo-json" tabindex="-1">s07 · demo.json <a class="header-anchor" href="#s07-·-demo-json" aria-label="Permalink to &quot;s07 · demo.json&quot;">​</a></h2><p><a href="/en/s07-skills.html">Lesson s07: skills</a> · <a href="/en/source/lessons/s07-skills/cassettes/demo.json.html"><code>lessons/s07-skills/cassettes/demo.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s07-demo",
    lang: "en"
  }, null, _parent));
  _push(`<h2 id="s07-·-skill-cases-json" tabindex="-1">s07 · skill-cases.json <a class="header-anchor" href="#s07-·-skill-cases-json" aria-label="Permalink to &quot;s07 · skill-cases.json&quot;">​</a></h2><p><a href="/en/s07-skills.html">Lesson s07: skills</a> · <a href="/en/source/lessons/s07-skills/cassettes/skill-cases.json.html"><code>lessons/s07-skills/cassettes/skill-cases.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s07-skill-cases",
    lang: "en"
  }, null, _parent));
  _push(`<h2 id="s08-·-demo-json" tabindex="-1">s08 · demo.json <a class="header-anchor" href="#s08-·-demo-json" aria-label="Permalink to &quot;s08 · demo.json&quot;">​</a></h2><p><a href="/en/s08-compact.html">Lesson s08: context compaction</a> · <a href="/en/source/lessons/s08-compact/cassettes/demo.json.html"><code>lessons/s08-compact/cassettes/demo.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s08-demo",
    lang: "en"
  }, null, _parent));
  _push(`<h2 id="s08-·-compact-cases-json" tabindex="-1">s08 · compact-cases.json <a class="header-anchor" href="#s08-·-compact-cases-json" aria-label="Permalink to &quot;s08 · compact-cases.json&quot;">​</a></h2><p><a href="/en/s08-compact.html">Lesson s08: context compaction</a> · <a href="/en/source/lessons/s08-compact/cassettes/compact-cases.json.html"><code>lessons/s08-compact/cassettes/compact-cases.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s08-compact-cases",
    lang: "en"
  }, null, _parent));
  _push(`<h2 id="s08-·-too-long-json" tabindex="-1">s08 · too-long.json <a class="header-anchor" href="#s08-·-too-long-json" aria-label="Permalink to &quot;s08 · too-long.json&quot;">​</a></h2><p><a href="/en/s08-compact.html">Lesson s08: context compaction</a> · <a href="/en/source/lessons/s08-compact/cassettes/too-long.json.html"><code>lessons/s08-compact/cassettes/too-long.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s08-too-long",
    lang: "en"
  }, null, _parent));
  _push(`<h2 id="s12-·-demo-json" tabindex="-1">s12 · demo.json <a class="header-anchor" href="#s12-·-demo-json" aria-label="Permalink to &quot;s12 · demo.json&quot;">​</a></h2><p><a href="/en/s12-tasks.html">Lesson s12: the task graph</a> · <a href="/en/source/lessons/s12-tasks/cassettes/demo.json.html"><code>lessons/s12-tasks/cassettes/demo.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s12-demo",
    lang: "en"
  }, null, _parent));
  _push(`<h2 id="s12-·-nag-json" tabindex="-1">s12 · nag.json <a class="header-anchor" href="#s12-·-nag-json" aria-label="Permalink to &quot;s12 · nag.json&quot;">​</a></h2><p><a href="/en/s12-tasks.html">Lesson s12: the task graph</a> · <a href="/en/source/lessons/s12-tasks/cassettes/nag.json.html"><code>lessons/s12-tasks/cassettes/nag.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s12-nag",
    lang: "en"
  }, null, _parent));
  _push(`<h2 id="s12-·-resume-json" tabindex="-1">s12 · resume.json <a class="header-anchor" href="#s12-·-resume-json" aria-label="Permalink to &quot;s12 · resume.json&quot;">​</a></h2><p><a href="/en/s12-tasks.html">Lesson s12: the task graph</a> · <a href="/en/source/lessons/s12-tasks/cassettes/resume.json.html"><code>lessons/s12-tasks/cassettes/resume.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s12-resume",
    lang: "en"
  }, null, _parent));
  _push(`<h2 id="s12-·-task-cases-json" tabindex="-1">s12 · task-cases.json <a class="header-anchor" href="#s12-·-task-cases-json" aria-label="Permalink to &quot;s12 · task-cases.json&quot;">​</a></h2><p><a href="/en/s12-tasks.html">Lesson s12: the task graph</a> · <a href="/en/source/lessons/s12-tasks/cassettes/task-cases.json.html"><code>lessons/s12-tasks/cassettes/task-cases.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s12-task-cases",
    lang: "en"
  }, null, _parent));
  _push(`<h2 id="s15-·-demo-json" tabindex="-1">s15 · demo.json <a class="header-anchor" href="#s15-·-demo-json" aria-label="Permalink to &quot;s15 · demo.json&quot;">​</a></h2><p><a href="/en/s15-team.html">Lesson s15: an agent team</a> · <a href="/en/source/lessons/s15-team/cassettes/demo.json.html"><code>lessons/s15-team/cassettes/demo.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s15-demo",
    lang: "en"
  }, null, _parent));
  _push(`<h2 id="s15-·-team-cases-json" tabindex="-1">s15 · team-cases.json <a class="header-anchor" href="#s15-·-team-cases-json" aria-label="Permalink to &quot;s15 · team-cases.json&quot;">​</a></h2><p><a href="/en/s15-team.html">Lesson s15: an agent team</a> · <a href="/en/source/lessons/s15-team/cassettes/team-cases.json.html"><code>lessons/s15-team/cassettes/team-cases.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s15-team-cases",
    lang: "en"
  }, null, _parent));
  _push(`</div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("en/sessions.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const sessions = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  sessions as default
};
