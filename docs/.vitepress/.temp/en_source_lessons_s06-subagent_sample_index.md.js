import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"lessons/s06-subagent/sample/","description":"","frontmatter":{"title":"lessons/s06-subagent/sample/","search":false},"headers":[],"params":{"page":"en/source/lessons/s06-subagent/sample/index"},"relativePath":"en/source/lessons/s06-subagent/sample/index.md","filePath":"[page].md"}');
const _sfc_main = { name: "en/source/lessons/s06-subagent/sample/index.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="folder-lessons-s06-subagent-sample" tabindex="-1">Folder: <code>lessons/s06-subagent/sample/</code> <a class="header-anchor" href="#folder-lessons-s06-subagent-sample" aria-label="Permalink to &quot;Folder: \`lessons/s06-subagent/sample/\`&quot;">​</a></h1><p>The files in the workbook&#39;s folder <code>lessons/s06-subagent/sample/</code>.</p><ul><li><a href="/en/source/lessons/s06-subagent/sample/package.json.html"><code>package.json</code></a></li><li><a href="/en/source/lessons/s06-subagent/sample/README.md.txt.html"><code>README.md</code></a></li><li><a href="/en/source/lessons/s06-subagent/sample/src/cart.js.html"><code>src/cart.js</code></a></li><li><a href="/en/source/lessons/s06-subagent/sample/src/price.js.html"><code>src/price.js</code></a></li><li><a href="/en/source/lessons/s06-subagent/sample/src/receipt.js.html"><code>src/receipt.js</code></a></li><li><a href="/en/source/lessons/s06-subagent/sample/test/cart.test.js.html"><code>test/cart.test.js</code></a></li><li><a href="/en/source/lessons/s06-subagent/sample/test/check.js.html"><code>test/check.js</code></a></li><li><a href="/en/source/lessons/s06-subagent/sample/test/price.test.js.html"><code>test/price.test.js</code></a></li><li><a href="/en/source/lessons/s06-subagent/sample/test/receipt.test.js.html"><code>test/receipt.test.js</code></a></li><li><a href="/en/source/lessons/s06-subagent/sample/test/run-all.js.html"><code>test/run-all.js</code></a></li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("en/source/lessons/s06-subagent/sample/index.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const index = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  index as default
};
