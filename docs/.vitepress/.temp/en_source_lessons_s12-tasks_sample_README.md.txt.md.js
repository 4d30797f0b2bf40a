import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"lessons/s12-tasks/sample/README.md","description":"","frontmatter":{"title":"lessons/s12-tasks/sample/README.md","search":false,"outline":false,"aside":false},"headers":[],"params":{"page":"en/source/lessons/s12-tasks/sample/README.md.txt"},"relativePath":"en/source/lessons/s12-tasks/sample/README.md.txt.md","filePath":"[page].md"}');
const _sfc_main = { name: "en/source/lessons/s12-tasks/sample/README.md.txt.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="source-lessons-s12-tasks-sample-readme-md" tabindex="-1">Source: <code>lessons/s12-tasks/sample/README.md</code> <a class="header-anchor" href="#source-lessons-s12-tasks-sample-readme-md" aria-label="Permalink to &quot;Source: \`lessons/s12-tasks/sample/README.md\`&quot;">​</a></h1><p>The workbook&#39;s file <code>lessons/s12-tasks/sample/README.md</code>, as it was when this site was built. <a href="/en/">Back to the overview</a>.</p><div class="language-md vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">md</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#005CC5;--shiki-light-font-weight:bold;--shiki-dark:#79B8FF;--shiki-dark-font-weight:bold;"># notes</span></span>
<span class="line"></span>
<span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">A small notes module, still to be written: the s12 demo plans it as a task graph and builds it.</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("en/source/lessons/s12-tasks/sample/README.md.txt.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const README_md_txt = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  README_md_txt as default
};
