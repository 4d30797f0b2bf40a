import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"agent-workbook","description":"","frontmatter":{"layout":"home","navbar":false,"title":"agent-workbook"},"headers":[],"params":{"page":"index"},"relativePath":"index.md","filePath":"[page].md"}');
const _sfc_main = { name: "index.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><div class="workbook-landing"><h1 id="agent-workbook" tabindex="-1">agent-workbook <a class="header-anchor" href="#agent-workbook" aria-label="Permalink to &quot;agent-workbook&quot;">​</a></h1><p>Build a coding agent on the Anthropic Messages API, one concept per lesson.</p><p>基于 Anthropic Messages API 构建编程 Agent，每课一个概念。</p><p class="workbook-langs"><a href="./en/">English</a> <a href="./zh/">简体中文</a></p></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("index.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const index = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  index as default
};
