import { resolveComponent, useSSRContext } from "vue";
import { ssrRenderAttrs, ssrRenderComponent } from "vue/server-renderer";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"课程差异：s12 → s15","description":"","frontmatter":{"title":"课程差异：s12 → s15","aside":false,"outline":false},"headers":[],"params":{"page":"zh/diff/s12-s15"},"relativePath":"zh/diff/s12-s15.md","filePath":"[page].md"}');
const _sfc_main = { name: "zh/diff/s12-s15.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  const _component_LessonDiff = resolveComponent("LessonDiff");
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="课程差异-s12-→-s15" tabindex="-1">课程差异：s12 → s15 <a class="header-anchor" href="#课程差异-s12-→-s15" aria-label="Permalink to &quot;课程差异：s12 → s15&quot;">​</a></h1><p><a href="/zh/s15-team.html">s15</a> 在 <a href="/zh/s12-tasks.html">s12</a> 之上增加了什么，左右对照，与 <code>pnpm lesson:diff s12 s15 --html FILE</code> 生成的页面相同：改动的词已标出，较长的未改动部分已折叠（点开即可阅读）。</p>`);
  _push(ssrRenderComponent(_component_LessonDiff, { pair: "s12-s15" }, null, _parent));
  _push(`</div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("zh/diff/s12-s15.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const s12S15 = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  s12S15 as default
};
