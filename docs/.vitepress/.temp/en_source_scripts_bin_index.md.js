import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"scripts/bin/","description":"","frontmatter":{"title":"scripts/bin/","search":false},"headers":[],"params":{"page":"en/source/scripts/bin/index"},"relativePath":"en/source/scripts/bin/index.md","filePath":"[page].md"}');
const _sfc_main = { name: "en/source/scripts/bin/index.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="folder-scripts-bin" tabindex="-1">Folder: <code>scripts/bin/</code> <a class="header-anchor" href="#folder-scripts-bin" aria-label="Permalink to &quot;Folder: \`scripts/bin/\`&quot;">​</a></h1><p>The files in the workbook&#39;s folder <code>scripts/bin/</code>.</p><ul><li><a href="/en/source/scripts/bin/bench.html"><code>bench</code></a></li><li><a href="/en/source/scripts/bin/bench:loaded.html"><code>bench:loaded</code></a></li><li><a href="/en/source/scripts/bin/bench:mock-api.html"><code>bench:mock-api</code></a></li><li><a href="/en/source/scripts/bin/bench:runtime.html"><code>bench:runtime</code></a></li><li><a href="/en/source/scripts/bin/bench:tasks.html"><code>bench:tasks</code></a></li><li><a href="/en/source/scripts/bin/bench:tests.html"><code>bench:tests</code></a></li><li><a href="/en/source/scripts/bin/cassettes:scripted.html"><code>cassettes:scripted</code></a></li><li><a href="/en/source/scripts/bin/docs:sync.html"><code>docs:sync</code></a></li><li><a href="/en/source/scripts/bin/docs:terms.html"><code>docs:terms</code></a></li><li><a href="/en/source/scripts/bin/exercise.html"><code>exercise</code></a></li><li><a href="/en/source/scripts/bin/lesson.html"><code>lesson</code></a></li><li><a href="/en/source/scripts/bin/lesson:diff.html"><code>lesson:diff</code></a></li><li><a href="/en/source/scripts/bin/lesson:new.html"><code>lesson:new</code></a></li><li><a href="/en/source/scripts/bin/lesson:view.html"><code>lesson:view</code></a></li><li><a href="/en/source/scripts/bin/mock-api.html"><code>mock-api</code></a></li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("en/source/scripts/bin/index.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const index = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  index as default
};
