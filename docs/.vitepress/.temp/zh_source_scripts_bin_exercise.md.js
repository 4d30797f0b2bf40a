import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"scripts/bin/exercise","description":"","frontmatter":{"title":"scripts/bin/exercise","search":false,"outline":false,"aside":false},"headers":[],"params":{"page":"zh/source/scripts/bin/exercise"},"relativePath":"zh/source/scripts/bin/exercise.md","filePath":"[page].md"}');
const _sfc_main = { name: "zh/source/scripts/bin/exercise.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="源文件-scripts-bin-exercise" tabindex="-1">源文件: <code>scripts/bin/exercise</code> <a class="header-anchor" href="#源文件-scripts-bin-exercise" aria-label="Permalink to &quot;源文件: \`scripts/bin/exercise\`&quot;">​</a></h1><p>本项目中的文件 <code>scripts/bin/exercise</code>，内容为构建本站时的版本。<a href="/zh/">返回概览</a>。</p><div class="language-txt vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">txt</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span>#!/usr/bin/env node</span></span>
<span class="line"><span>// \`pnpm exercise\`: runs scripts/exercise.ts, as \`node scripts/exercise.ts\` would.</span></span>
<span class="line"><span>import { fileURLToPath } from &quot;node:url&quot;;</span></span>
<span class="line"><span></span></span>
<span class="line"><span>process.argv[1] = fileURLToPath(new URL(&quot;../exercise.ts&quot;, import.meta.url));</span></span>
<span class="line"><span>await import(process.argv[1]);</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("zh/source/scripts/bin/exercise.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const exercise = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  exercise as default
};
