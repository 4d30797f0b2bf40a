import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"lessons/s08-compact/sample/","description":"","frontmatter":{"title":"lessons/s08-compact/sample/","search":false},"headers":[],"params":{"page":"zh/source/lessons/s08-compact/sample/index"},"relativePath":"zh/source/lessons/s08-compact/sample/index.md","filePath":"[page].md"}');
const _sfc_main = { name: "zh/source/lessons/s08-compact/sample/index.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="文件夹-lessons-s08-compact-sample" tabindex="-1">文件夹: <code>lessons/s08-compact/sample/</code> <a class="header-anchor" href="#文件夹-lessons-s08-compact-sample" aria-label="Permalink to &quot;文件夹: \`lessons/s08-compact/sample/\`&quot;">​</a></h1><p>本项目文件夹 <code>lessons/s08-compact/sample/</code> 中的文件。</p><ul><li><a href="/zh/source/lessons/s08-compact/sample/package.json.html"><code>package.json</code></a></li><li><a href="/zh/source/lessons/s08-compact/sample/README.md.txt.html"><code>README.md</code></a></li><li><a href="/zh/source/lessons/s08-compact/sample/src/cart.js.html"><code>src/cart.js</code></a></li><li><a href="/zh/source/lessons/s08-compact/sample/src/price.js.html"><code>src/price.js</code></a></li><li><a href="/zh/source/lessons/s08-compact/sample/src/receipt.js.html"><code>src/receipt.js</code></a></li><li><a href="/zh/source/lessons/s08-compact/sample/test/cart.test.js.html"><code>test/cart.test.js</code></a></li><li><a href="/zh/source/lessons/s08-compact/sample/test/check.js.html"><code>test/check.js</code></a></li><li><a href="/zh/source/lessons/s08-compact/sample/test/price.test.js.html"><code>test/price.test.js</code></a></li><li><a href="/zh/source/lessons/s08-compact/sample/test/receipt.test.js.html"><code>test/receipt.test.js</code></a></li><li><a href="/zh/source/lessons/s08-compact/sample/test/run-all.js.html"><code>test/run-all.js</code></a></li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("zh/source/lessons/s08-compact/sample/index.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const index = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  index as default
};
