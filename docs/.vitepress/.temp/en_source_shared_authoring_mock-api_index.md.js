import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"shared/authoring/mock-api/","description":"","frontmatter":{"title":"shared/authoring/mock-api/","search":false},"headers":[],"params":{"page":"en/source/shared/authoring/mock-api/index"},"relativePath":"en/source/shared/authoring/mock-api/index.md","filePath":"[page].md"}');
const _sfc_main = { name: "en/source/shared/authoring/mock-api/index.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="folder-shared-authoring-mock-api" tabindex="-1">Folder: <code>shared/authoring/mock-api/</code> <a class="header-anchor" href="#folder-shared-authoring-mock-api" aria-label="Permalink to &quot;Folder: \`shared/authoring/mock-api/\`&quot;">​</a></h1><p>The files in the workbook&#39;s folder <code>shared/authoring/mock-api/</code>.</p><ul><li><a href="/en/source/shared/authoring/mock-api/chat.ts.html"><code>chat.ts</code></a></li><li><a href="/en/source/shared/authoring/mock-api/faults.ts.html"><code>faults.ts</code></a></li><li><a href="/en/source/shared/authoring/mock-api/messages.ts.html"><code>messages.ts</code></a></li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("en/source/shared/authoring/mock-api/index.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const index = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  index as default
};
