import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"scripts/bin/mock-api","description":"","frontmatter":{"title":"scripts/bin/mock-api","search":false,"outline":false,"aside":false},"headers":[],"params":{"page":"en/source/scripts/bin/mock-api"},"relativePath":"en/source/scripts/bin/mock-api.md","filePath":"[page].md"}');
const _sfc_main = { name: "en/source/scripts/bin/mock-api.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="source-scripts-bin-mock-api" tabindex="-1">Source: <code>scripts/bin/mock-api</code> <a class="header-anchor" href="#source-scripts-bin-mock-api" aria-label="Permalink to &quot;Source: \`scripts/bin/mock-api\`&quot;">​</a></h1><p>The workbook&#39;s file <code>scripts/bin/mock-api</code>, as it was when this site was built. <a href="/en/">Back to the overview</a>.</p><div class="language-txt vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">txt</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span>#!/usr/bin/env node</span></span>
<span class="line"><span>// \`pnpm mock-api\`: runs shared/authoring/mock-api.ts, as \`node shared/authoring/mock-api.ts\` would.</span></span>
<span class="line"><span>import { fileURLToPath } from &quot;node:url&quot;;</span></span>
<span class="line"><span></span></span>
<span class="line"><span>process.argv[1] = fileURLToPath(new URL(&quot;../../shared/authoring/mock-api.ts&quot;, import.meta.url));</span></span>
<span class="line"><span>await import(process.argv[1]);</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("en/source/scripts/bin/mock-api.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const mockApi = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  mockApi as default
};
