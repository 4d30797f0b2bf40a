import { resolveComponent, useSSRContext } from "vue";
import { ssrRenderAttrs, ssrRenderComponent } from "vue/server-renderer";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"课程差异：s06 → s08","description":"","frontmatter":{"title":"课程差异：s06 → s08","aside":false,"outline":false},"headers":[],"params":{"page":"zh/diff/s06-s08"},"relativePath":"zh/diff/s06-s08.md","filePath":"[page].md"}');
const _sfc_main = { name: "zh/diff/s06-s08.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  const _component_LessonDiff = resolveComponent("LessonDiff");
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="课程差异-s06-→-s08" tabindex="-1">课程差异：s06 → s08 <a class="header-anchor" href="#课程差异-s06-→-s08" aria-label="Permalink to &quot;课程差异：s06 → s08&quot;">​</a></h1><p><a href="/zh/s08-compact.html">s08</a> 在 <a href="/zh/s06-subagent.html">s06</a> 之上增加了什么，左右对照，与 <code>pnpm lesson:diff s06 s08 --html FILE</code> 生成的页面相同：改动的词已标出，较长的未改动部分已折叠（点开即可阅读）。</p>`);
  _push(ssrRenderComponent(_component_LessonDiff, { pair: "s06-s08" }, null, _parent));
  _push(`</div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("zh/diff/s06-s08.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const s06S08 = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  s06S08 as default
};
