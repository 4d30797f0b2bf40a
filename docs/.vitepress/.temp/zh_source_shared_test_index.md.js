import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"shared/test/","description":"","frontmatter":{"title":"shared/test/","search":false},"headers":[],"params":{"page":"zh/source/shared/test/index"},"relativePath":"zh/source/shared/test/index.md","filePath":"[page].md"}');
const _sfc_main = { name: "zh/source/shared/test/index.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="文件夹-shared-test" tabindex="-1">文件夹: <code>shared/test/</code> <a class="header-anchor" href="#文件夹-shared-test" aria-label="Permalink to &quot;文件夹: \`shared/test/\`&quot;">​</a></h1><p>本项目文件夹 <code>shared/test/</code> 中的文件。</p><ul><li><a href="/zh/source/shared/test/bash.test.ts.html"><code>bash.test.ts</code></a></li><li><a href="/zh/source/shared/test/cassette.test.ts.html"><code>cassette.test.ts</code></a></li><li><a href="/zh/source/shared/test/cli.test.ts.html"><code>cli.test.ts</code></a></li><li><a href="/zh/source/shared/test/ctrl-c.test.ts.html"><code>ctrl-c.test.ts</code></a></li><li><a href="/zh/source/shared/test/display-lines.test.ts.html"><code>display-lines.test.ts</code></a></li><li><a href="/zh/source/shared/test/file-tools.test.ts.html"><code>file-tools.test.ts</code></a></li><li><a href="/zh/source/shared/test/hostile-state.test.ts.html"><code>hostile-state.test.ts</code></a></li><li><a href="/zh/source/shared/test/openai-provider.test.ts.html"><code>openai-provider.test.ts</code></a></li><li><a href="/zh/source/shared/test/paced.test.ts.html"><code>paced.test.ts</code></a></li><li><a href="/zh/source/shared/test/permission.test.ts.html"><code>permission.test.ts</code></a></li><li><a href="/zh/source/shared/test/recording-outside.test.ts.html"><code>recording-outside.test.ts</code></a></li><li><a href="/zh/source/shared/test/recording.test.ts.html"><code>recording.test.ts</code></a></li><li><a href="/zh/source/shared/test/repair-response.test.ts.html"><code>repair-response.test.ts</code></a></li><li><a href="/zh/source/shared/test/retries.test.ts.html"><code>retries.test.ts</code></a></li><li><a href="/zh/source/shared/test/run-env.test.ts.html"><code>run-env.test.ts</code></a></li><li><a href="/zh/source/shared/test/start-lesson.test.ts.html"><code>start-lesson.test.ts</code></a></li><li><a href="/zh/source/shared/test/store-files.test.ts.html"><code>store-files.test.ts</code></a></li><li><a href="/zh/source/shared/test/tool.test.ts.html"><code>tool.test.ts</code></a></li><li><a href="/zh/source/shared/test/ui.test.ts.html"><code>ui.test.ts</code></a></li><li><a href="/zh/source/shared/test/validate.test.ts.html"><code>validate.test.ts</code></a></li><li><a href="/zh/source/shared/test/window.test.ts.html"><code>window.test.ts</code></a></li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("zh/source/shared/test/index.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const index = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  index as default
};
