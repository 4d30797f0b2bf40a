import { resolveComponent, useSSRContext } from "vue";
import { ssrRenderAttrs, ssrRenderComponent } from "vue/server-renderer";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"录制的会话","description":"","frontmatter":{"title":"录制的会话","aside":false},"headers":[],"params":{"page":"zh/sessions"},"relativePath":"zh/sessions.md","filePath":"[page].md"}');
const _sfc_main = { name: "zh/sessions.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  const _component_SessionPlayer = resolveComponent("SessionPlayer");
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="录制的会话" tabindex="-1">录制的会话 <a class="header-anchor" href="#录制的会话" aria-label="Permalink to &quot;录制的会话&quot;">​</a></h1><p>本项目自带的每一个 cassette，逐轮播放。请求都是真实的：构建本站时，每个 cassette 都由它的课程离线回放并加上 <code>--record</code>，所以你看到的是课程真正发给模型的内容、每一轮新增的块，以及提醒所在的位置。用 ← 和 → 单步，空格键播放。你自己录制的会话也可以这样看：<code>pnpm lesson:view FILE.json</code>（见<a href="/zh/site.html">站点与会话播放器</a>）。</p><h2 id="v0-·-demo-json" tabindex="-1">v0 · demo.json <a class="header-anchor" href="#v0-·-demo-json" aria-label="Permalink to &quot;v0 · demo.json&quot;">​</a></h2><p><a href="/zh/v0-bash.html">第 v0 课：bash Agent</a> · <a href="/zh/source/lessons/v0-bash/cassettes/demo.json.html"><code>lessons/v0-bash/cassettes/demo.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "v0-demo",
    lang: "zh"
  }, null, _parent));
  _push(`<h2 id="v0-·-demo-subagent-json" tabindex="-1">v0 · demo.subagent.json <a class="header-anchor" href="#v0-·-demo-subagent-json" aria-label="Permalink to &quot;v0 · demo.subagent.json&quot;">​</a></h2><p><a href="/zh/v0-bash.html">第 v0 课：bash Agent</a> · <a href="/zh/source/lessons/v0-bash/cassettes/demo.subagent.json.html"><code>lessons/v0-bash/cassettes/demo.subagent.json</code></a></p><p>v0 演示中脚本化的子 Agent：一次性运行没有终端输出，因此直接根据文件展示。</p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "v0-demo-subagent",
    lang: "zh"
  }, null, _parent));
  _push(`<h2 id="v0-·-loop-json" tabindex="-1">v0 · loop.json <a class="header-anchor" href="#v0-·-loop-json" aria-label="Permalink to &quot;v0 · loop.json&quot;">​</a></h2><p><a href="/zh/v0-bash.html">第 v0 课：bash Agent</a> · <a href="/zh/source/lessons/v0-bash/cassettes/loop.json.html"><code>lessons/v0-bash/cassettes/loop.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "v0-loop",
    lang: "zh"
  }, null, _parent));
  _push(`<h2 id="v1-·-demo-json" tabindex="-1">v1 · demo.json <a class="header-anchor" href="#v1-·-demo-json" aria-label="Permalink to &quot;v1 · demo.json&quot;">​</a></h2><p><a href="/zh/v1-tools.html">第 v1 课：四工具 Agent</a> · <a href="/zh/source/lessons/v1-tools/cassettes/demo.json.html"><code>lessons/v1-tools/cassettes/demo.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "v1-demo",
    lang: "zh"
  }, null, _parent));
  _push(`<h2 id="v1-·-dispatch-json" tabindex="-1">v1 · dispatch.json <a class="header-anchor" href="#v1-·-dispatch-json" aria-label="Permalink to &quot;v1 · dispatch.json&quot;">​</a></h2><p><a href="/zh/v1-tools.html">第 v1 课：四工具 Agent</a> · <a href="/zh/source/lessons/v1-tools/cassettes/dispatch.json.html"><code>lessons/v1-tools/cassettes/dispatch.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "v1-dispatch",
    lang: "zh"
  }, null, _parent));
  _push(`<h2 id="v2-·-demo-json" tabindex="-1">v2 · demo.json <a class="header-anchor" href="#v2-·-demo-json" aria-label="Permalink to &quot;v2 · demo.json&quot;">​</a></h2><p><a href="/zh/v2-todo.html">第 v2 课：会做计划的 Agent</a> · <a href="/zh/source/lessons/v2-todo/cassettes/demo.json.html"><code>lessons/v2-todo/cassettes/demo.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "v2-demo",
    lang: "zh"
  }, null, _parent));
  _push(`<h2 id="v2-·-nag-json" tabindex="-1">v2 · nag.json <a class="header-anchor" href="#v2-·-nag-json" aria-label="Permalink to &quot;v2 · nag.json&quot;">​</a></h2><p><a href="/zh/v2-todo.html">第 v2 课：会做计划的 Agent</a> · <a href="/zh/source/lessons/v2-todo/cassettes/nag.json.html"><code>lessons/v2-todo/cassettes/nag.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "v2-nag",
    lang: "zh"
  }, null, _parent));
  _push(`<h2 id="v2-·-todo-cases-json" tabindex="-1">v2 · todo-cases.json <a class="header-anchor" href="#v2-·-todo-cases-json" aria-label="Permalink to &quot;v2 · todo-cases.json&quot;">​</a></h2><p><a href="/zh/v2-todo.html">第 v2 课：会做计划的 Agent</a> · <a href="/zh/source/lessons/v2-todo/cassettes/todo-cases.json.html"><code>lessons/v2-todo/cassettes/todo-cases.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "v2-todo-cases",
    lang: "zh"
  }, null, _parent));
  _push(`<h2 id="s03-·-demo-json" tabindex="-1">s03 · demo.json <a class="header-anchor" href="#s03-·-demo-json" aria-label="Permalink to &quot;s03 · demo.json&quot;">​</a></h2><p><a href="/zh/s03-todo.html">第 s03 课：todo Agent</a> · <a href="/zh/source/lessons/s03-todo/cassettes/demo.json.html"><code>lessons/s03-todo/cassettes/demo.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s03-demo",
    lang: "zh"
  }, null, _parent));
  _push(`<h2 id="s03-·-nag-json" tabindex="-1">s03 · nag.json <a class="header-anchor" href="#s03-·-nag-json" aria-label="Permalink to &quot;s03 · nag.json&quot;">​</a></h2><p><a href="/zh/s03-todo.html">第 s03 课：todo Agent</a> · <a href="/zh/source/lessons/s03-todo/cassettes/nag.json.html"><code>lessons/s03-todo/cassettes/nag.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s03-nag",
    lang: "zh"
  }, null, _parent));
  _push(`<h2 id="s03-·-todo-cases-json" tabindex="-1">s03 · todo-cases.json <a class="header-anchor" href="#s03-·-todo-cases-json" aria-label="Permalink to &quot;s03 · todo-cases.json&quot;">​</a></h2><p><a href="/zh/s03-todo.html">第 s03 课：todo Agent</a> · <a href="/zh/source/lessons/s03-todo/cassettes/todo-cases.json.html"><code>lessons/s03-todo/cassettes/todo-cases.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s03-todo-cases",
    lang: "zh"
  }, null, _parent));
  _push(`<h2 id="s05-·-demo-json" tabindex="-1">s05 · demo.json <a class="header-anchor" href="#s05-·-demo-json" aria-label="Permalink to &quot;s05 · demo.json&quot;">​</a></h2><p><a href="/zh/s05-todo-write.html">第 s05 课：todo_write Agent</a> · <a href="/zh/source/lessons/s05-todo-write/cassettes/demo.json.html"><code>lessons/s05-todo-write/cassettes/demo.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s05-demo",
    lang: "zh"
  }, null, _parent));
  _push(`<h2 id="s05-·-nag-json" tabindex="-1">s05 · nag.json <a class="header-anchor" href="#s05-·-nag-json" aria-label="Permalink to &quot;s05 · nag.json&quot;">​</a></h2><p><a href="/zh/s05-todo-write.html">第 s05 课：todo_write Agent</a> · <a href="/zh/source/lessons/s05-todo-write/cassettes/nag.json.html"><code>lessons/s05-todo-write/cassettes/nag.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s05-nag",
    lang: "zh"
  }, null, _parent));
  _push(`<h2 id="s05-·-todo-cases-json" tabindex="-1">s05 · todo-cases.json <a class="header-anchor" href="#s05-·-todo-cases-json" aria-label="Permalink to &quot;s05 · todo-cases.json&quot;">​</a></h2><p><a href="/zh/s05-todo-write.html">第 s05 课：todo_write Agent</a> · <a href="/zh/source/lessons/s05-todo-write/cassettes/todo-cases.json.html"><code>lessons/s05-todo-write/cassettes/todo-cases.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s05-todo-cases",
    lang: "zh"
  }, null, _parent));
  _push(`<h2 id="s06-·-demo-json" tabindex="-1">s06 · demo.json <a class="header-anchor" href="#s06-·-demo-json" aria-label="Permalink to &quot;s06 · demo.json&quot;">​</a></h2><p><a href="/zh/s06-subagent.html">第 s06 课：子 Agent</a> · <a href="/zh/source/lessons/s06-subagent/cassettes/demo.json.html"><code>lessons/s06-subagent/cassettes/demo.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s06-demo",
    lang: "zh"
  }, null, _parent));
  _push(`<h2 id="s06-·-subagent-cases-json" tabindex="-1">s06 · subagent-cases.json <a class="header-anchor" href="#s06-·-subagent-cases-json" aria-label="Permalink to &quot;s06 · subagent-cases.json&quot;">​</a></h2><p><a href="/zh/s06-subagent.html">第 s06 课：子 Agent</a> · <a href="/zh/source/lessons/s06-subagent/cassettes/subagent-cases.json.html"><code>lessons/s06-subagent/cassettes/subagent-cases.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s06-subagent-cases",
    lang: "zh"
  }, null, _parent));
  _push(`<h2 id="s07-·-demo-json" tabindex="-1">s07 · demo.json <a class="header-anchor" href="#s07-·-demo-json" aria-label="Permalink to &quot;s07 · demo.json&quot;">​</a></h2><p><a href="/zh/s07-skills.html">第 s07 课：技能</a> · <a href="/zh/source/lessons/s07-skills/cassettes/demo.json.html"><code>lessons/s07-skills/cassettes/demo.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s07-demo",
    lang: "zh"
  }, null, _parent));
  _push(`<h2 id="s07-·-skill-cases-json" tabindex="-1">s07 · skill-cases.json <a class="header-anchor" href="#s07-·-skill-cases-json" aria-label="Permalink to &quot;s07 · skill-cases.json&quot;">​</a></h2><p><a href="/zh/s07-skills.html">第 s07 课：技能</a> · <a href="/zh/source/lessons/s07-skills/cassettes/skill-cases.json.html"><code>lessons/s07-skills/cassettes/skill-cases.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s07-skill-cases",
    lang: "zh"
  }, null, _parent));
  _push(`<h2 id="s08-·-demo-json" tabindex="-1">s08 · demo.json <a class="header-anchor" href="#s08-·-demo-json" aria-label="Permalink to &quot;s08 · demo.json&quot;">​</a></h2><p><a href="/zh/s08-compact.html">第 s08 课：上下文压缩</a> · <a href="/zh/source/lessons/s08-compact/cassettes/demo.json.html"><code>lessons/s08-compact/cassettes/demo.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s08-demo",
    lang: "zh"
  }, null, _parent));
  _push(`<h2 id="s08-·-compact-cases-json" tabindex="-1">s08 · compact-cases.json <a class="header-anchor" href="#s08-·-compact-cases-json" aria-label="Permalink to &quot;s08 · compact-cases.json&quot;">​</a></h2><p><a href="/zh/s08-compact.html">第 s08 课：上下文压缩</a> · <a href="/zh/source/lessons/s08-compact/cassettes/compact-cases.json.html"><code>lessons/s08-compact/cassettes/compact-cases.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s08-compact-cases",
    lang: "zh"
  }, null, _parent));
  _push(`<h2 id="s08-·-too-long-json" tabindex="-1">s08 · too-long.json <a class="header-anchor" href="#s08-·-too-long-json" aria-label="Permalink to &quot;s08 · too-long.json&quot;">​</a></h2><p><a href="/zh/s08-compact.html">第 s08 课：上下文压缩</a> · <a href="/zh/source/lessons/s08-compact/cassettes/too-long.json.html"><code>lessons/s08-compact/cassettes/too-long.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s08-too-long",
    lang: "zh"
  }, null, _parent));
  _push(`<h2 id="s12-·-demo-json" tabindex="-1">s12 · demo.json <a class="header-anchor" href="#s12-·-demo-json" aria-label="Permalink to &quot;s12 · demo.json&quot;">​</a></h2><p><a href="/zh/s12-tasks.html">第 s12 课：任务图</a> · <a href="/zh/source/lessons/s12-tasks/cassettes/demo.json.html"><code>lessons/s12-tasks/cassettes/demo.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s12-demo",
    lang: "zh"
  }, null, _parent));
  _push(`<h2 id="s12-·-nag-json" tabindex="-1">s12 · nag.json <a class="header-anchor" href="#s12-·-nag-json" aria-label="Permalink to &quot;s12 · nag.json&quot;">​</a></h2><p><a href="/zh/s12-tasks.html">第 s12 课：任务图</a> · <a href="/zh/source/lessons/s12-tasks/cassettes/nag.json.html"><code>lessons/s12-tasks/cassettes/nag.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s12-nag",
    lang: "zh"
  }, null, _parent));
  _push(`<h2 id="s12-·-resume-json" tabindex="-1">s12 · resume.json <a class="header-anchor" href="#s12-·-resume-json" aria-label="Permalink to &quot;s12 · resume.json&quot;">​</a></h2><p><a href="/zh/s12-tasks.html">第 s12 课：任务图</a> · <a href="/zh/source/lessons/s12-tasks/cassettes/resume.json.html"><code>lessons/s12-tasks/cassettes/resume.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s12-resume",
    lang: "zh"
  }, null, _parent));
  _push(`<h2 id="s12-·-task-cases-json" tabindex="-1">s12 · task-cases.json <a class="header-anchor" href="#s12-·-task-cases-json" aria-label="Permalink to &quot;s12 · task-cases.json&quot;">​</a></h2><p><a href="/zh/s12-tasks.html">第 s12 课：任务图</a> · <a href="/zh/source/lessons/s12-tasks/cassettes/task-cases.json.html"><code>lessons/s12-tasks/cassettes/task-cases.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s12-task-cases",
    lang: "zh"
  }, null, _parent));
  _push(`<h2 id="s15-·-demo-json" tabindex="-1">s15 · demo.json <a class="header-anchor" href="#s15-·-demo-json" aria-label="Permalink to &quot;s15 · demo.json&quot;">​</a></h2><p><a href="/zh/s15-team.html">第 s15 课：Agent 团队</a> · <a href="/zh/source/lessons/s15-team/cassettes/demo.json.html"><code>lessons/s15-team/cassettes/demo.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s15-demo",
    lang: "zh"
  }, null, _parent));
  _push(`<h2 id="s15-·-team-cases-json" tabindex="-1">s15 · team-cases.json <a class="header-anchor" href="#s15-·-team-cases-json" aria-label="Permalink to &quot;s15 · team-cases.json&quot;">​</a></h2><p><a href="/zh/s15-team.html">第 s15 课：Agent 团队</a> · <a href="/zh/source/lessons/s15-team/cassettes/team-cases.json.html"><code>lessons/s15-team/cassettes/team-cases.json</code></a></p>`);
  _push(ssrRenderComponent(_component_SessionPlayer, {
    session: "s15-team-cases",
    lang: "zh"
  }, null, _parent));
  _push(`</div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("zh/sessions.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const sessions = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  sessions as default
};
