import { resolveComponent, useSSRContext } from "vue";
import { ssrRenderAttrs, ssrRenderComponent } from "vue/server-renderer";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Lesson diff: s05 → s12","description":"","frontmatter":{"title":"Lesson diff: s05 → s12","aside":false,"outline":false},"headers":[],"params":{"page":"en/diff/s05-s12"},"relativePath":"en/diff/s05-s12.md","filePath":"[page].md"}');
const _sfc_main = { name: "en/diff/s05-s12.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  const _component_LessonDiff = resolveComponent("LessonDiff");
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="lesson-diff-s05-→-s12" tabindex="-1">Lesson diff: s05 → s12 <a class="header-anchor" href="#lesson-diff-s05-→-s12" aria-label="Permalink to &quot;Lesson diff: s05 → s12&quot;">​</a></h1><p>What <a href="/en/s12-tasks.html">s12</a> adds to <a href="/en/s05-todo-write.html">s05</a>, side by side, as <code>pnpm lesson:diff s05 s12 --html FILE</code> draws it: changed words marked, long unchanged runs folded (open them to read).</p>`);
  _push(ssrRenderComponent(_component_LessonDiff, { pair: "s05-s12" }, null, _parent));
  _push(`</div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("en/diff/s05-s12.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const s05S12 = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  s05S12 as default
};
