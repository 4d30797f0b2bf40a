import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"shared/src/model.ts","description":"","frontmatter":{"title":"shared/src/model.ts","search":false,"outline":false,"aside":false},"headers":[],"params":{"page":"zh/source/shared/src/model.ts"},"relativePath":"zh/source/shared/src/model.ts.md","filePath":"[page].md"}');
const _sfc_main = { name: "zh/source/shared/src/model.ts.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="源文件-shared-src-model-ts" tabindex="-1">源文件: <code>shared/src/model.ts</code> <a class="header-anchor" href="#源文件-shared-src-model-ts" aria-label="Permalink to &quot;源文件: \`shared/src/model.ts\`&quot;">​</a></h1><p>本项目中的文件 <code>shared/src/model.ts</code>，内容为构建本站时的版本。<a href="/zh/">返回概览</a>。</p><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D;">/** The model a run uses when nothing says otherwise: a live run without MODEL_ID, a cassette whose requests name none. */</span></span>
<span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">export</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;"> const</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;"> DEFAULT_MODEL</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;"> =</span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;"> &quot;claude-sonnet-4-6&quot;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">;</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("zh/source/shared/src/model.ts.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const model_ts = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  model_ts as default
};
