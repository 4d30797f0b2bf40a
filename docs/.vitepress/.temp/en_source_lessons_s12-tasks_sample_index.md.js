import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"lessons/s12-tasks/sample/","description":"","frontmatter":{"title":"lessons/s12-tasks/sample/","search":false},"headers":[],"params":{"page":"en/source/lessons/s12-tasks/sample/index"},"relativePath":"en/source/lessons/s12-tasks/sample/index.md","filePath":"[page].md"}');
const _sfc_main = { name: "en/source/lessons/s12-tasks/sample/index.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="folder-lessons-s12-tasks-sample" tabindex="-1">Folder: <code>lessons/s12-tasks/sample/</code> <a class="header-anchor" href="#folder-lessons-s12-tasks-sample" aria-label="Permalink to &quot;Folder: \`lessons/s12-tasks/sample/\`&quot;">​</a></h1><p>The files in the workbook&#39;s folder <code>lessons/s12-tasks/sample/</code>.</p><ul><li><a href="/en/source/lessons/s12-tasks/sample/package.json.html"><code>package.json</code></a></li><li><a href="/en/source/lessons/s12-tasks/sample/README.md.txt.html"><code>README.md</code></a></li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("en/source/lessons/s12-tasks/sample/index.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const index = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  index as default
};
