import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"lessons/v1-tools/sample/package.json","description":"","frontmatter":{"title":"lessons/v1-tools/sample/package.json","search":false,"outline":false,"aside":false},"headers":[],"params":{"page":"en/source/lessons/v1-tools/sample/package.json"},"relativePath":"en/source/lessons/v1-tools/sample/package.json.md","filePath":"[page].md"}');
const _sfc_main = { name: "en/source/lessons/v1-tools/sample/package.json.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="source-lessons-v1-tools-sample-package-json" tabindex="-1">Source: <code>lessons/v1-tools/sample/package.json</code> <a class="header-anchor" href="#source-lessons-v1-tools-sample-package-json" aria-label="Permalink to &quot;Source: \`lessons/v1-tools/sample/package.json\`&quot;">​</a></h1><p>The workbook&#39;s file <code>lessons/v1-tools/sample/package.json</code>, as it was when this site was built. <a href="/en/">Back to the overview</a>.</p><div class="language-json vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">json</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">{ </span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;">&quot;name&quot;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&quot;temperature&quot;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">, </span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;">&quot;private&quot;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">: </span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;">true</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">, </span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;">&quot;type&quot;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">&quot;module&quot;</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;"> }</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("en/source/lessons/v1-tools/sample/package.json.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const package_json = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  package_json as default
};
