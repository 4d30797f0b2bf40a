import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"lessons/s12-tasks/cassettes/resume.workspace/.tasks/.highwatermark","description":"","frontmatter":{"title":"lessons/s12-tasks/cassettes/resume.workspace/.tasks/.highwatermark","search":false,"outline":false,"aside":false},"headers":[],"params":{"page":"zh/source/lessons/s12-tasks/cassettes/resume.workspace/.tasks/.highwatermark"},"relativePath":"zh/source/lessons/s12-tasks/cassettes/resume.workspace/.tasks/.highwatermark.md","filePath":"[page].md"}');
const _sfc_main = { name: "zh/source/lessons/s12-tasks/cassettes/resume.workspace/.tasks/.highwatermark.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="源文件-lessons-s12-tasks-cassettes-resume-workspace-tasks-highwatermark" tabindex="-1">源文件: <code>lessons/s12-tasks/cassettes/resume.workspace/.tasks/.highwatermark</code> <a class="header-anchor" href="#源文件-lessons-s12-tasks-cassettes-resume-workspace-tasks-highwatermark" aria-label="Permalink to &quot;源文件: \`lessons/s12-tasks/cassettes/resume.workspace/.tasks/.highwatermark\`&quot;">​</a></h1><p>本项目中的文件 <code>lessons/s12-tasks/cassettes/resume.workspace/.tasks/.highwatermark</code>，内容为构建本站时的版本。<a href="/zh/">返回概览</a>。</p><div class="language-txt vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">txt</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span>4</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("zh/source/lessons/s12-tasks/cassettes/resume.workspace/.tasks/.highwatermark.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const _highwatermark = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  _highwatermark as default
};
