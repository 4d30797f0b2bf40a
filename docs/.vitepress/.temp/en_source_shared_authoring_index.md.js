import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"shared/authoring/","description":"","frontmatter":{"title":"shared/authoring/","search":false},"headers":[],"params":{"page":"en/source/shared/authoring/index"},"relativePath":"en/source/shared/authoring/index.md","filePath":"[page].md"}');
const _sfc_main = { name: "en/source/shared/authoring/index.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="folder-shared-authoring" tabindex="-1">Folder: <code>shared/authoring/</code> <a class="header-anchor" href="#folder-shared-authoring" aria-label="Permalink to &quot;Folder: \`shared/authoring/\`&quot;">​</a></h1><p>The files in the workbook&#39;s folder <code>shared/authoring/</code>.</p><ul><li><a href="/en/source/shared/authoring/cassette-script.ts.html"><code>cassette-script.ts</code></a></li><li><a href="/en/source/shared/authoring/exercise-check.ts.html"><code>exercise-check.ts</code></a></li><li><a href="/en/source/shared/authoring/exercise-explain.ts.html"><code>exercise-explain.ts</code></a></li><li><a href="/en/source/shared/authoring/exercise-start.ts.html"><code>exercise-start.ts</code></a></li><li><a href="/en/source/shared/authoring/exercise-tests.ts.html"><code>exercise-tests.ts</code></a></li><li><a href="/en/source/shared/authoring/exercise-types.ts.html"><code>exercise-types.ts</code></a></li><li><a href="/en/source/shared/authoring/exercise-verdict.ts.html"><code>exercise-verdict.ts</code></a></li><li><a href="/en/source/shared/authoring/expected-cache.ts.html"><code>expected-cache.ts</code></a></li><li><a href="/en/source/shared/authoring/helpers.ts.html"><code>helpers.ts</code></a></li><li><a href="/en/source/shared/authoring/lesson-expectations.ts.html"><code>lesson-expectations.ts</code></a></li><li><a href="/en/source/shared/authoring/lesson-tests.ts.html"><code>lesson-tests.ts</code></a></li><li><a href="/en/source/shared/authoring/mock-api.ts.html"><code>mock-api.ts</code></a></li><li><a href="/en/source/shared/authoring/mock-api/chat.ts.html"><code>mock-api/chat.ts</code></a></li><li><a href="/en/source/shared/authoring/mock-api/faults.ts.html"><code>mock-api/faults.ts</code></a></li><li><a href="/en/source/shared/authoring/mock-api/messages.ts.html"><code>mock-api/messages.ts</code></a></li><li><a href="/en/source/shared/authoring/task-race.ts.html"><code>task-race.ts</code></a></li><li><a href="/en/source/shared/authoring/terminal.ts.html"><code>terminal.ts</code></a></li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("en/source/shared/authoring/index.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const index = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  index as default
};
