import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"lessons/s12-tasks/cassettes/resume.workspace/","description":"","frontmatter":{"title":"lessons/s12-tasks/cassettes/resume.workspace/","search":false},"headers":[],"params":{"page":"en/source/lessons/s12-tasks/cassettes/resume.workspace/index"},"relativePath":"en/source/lessons/s12-tasks/cassettes/resume.workspace/index.md","filePath":"[page].md"}');
const _sfc_main = { name: "en/source/lessons/s12-tasks/cassettes/resume.workspace/index.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="folder-lessons-s12-tasks-cassettes-resume-workspace" tabindex="-1">Folder: <code>lessons/s12-tasks/cassettes/resume.workspace/</code> <a class="header-anchor" href="#folder-lessons-s12-tasks-cassettes-resume-workspace" aria-label="Permalink to &quot;Folder: \`lessons/s12-tasks/cassettes/resume.workspace/\`&quot;">​</a></h1><p>The files in the workbook&#39;s folder <code>lessons/s12-tasks/cassettes/resume.workspace/</code>.</p><ul><li><a href="/en/source/lessons/s12-tasks/cassettes/resume.workspace/.tasks/.highwatermark.html"><code>.tasks/.highwatermark</code></a></li><li><a href="/en/source/lessons/s12-tasks/cassettes/resume.workspace/.tasks/1.json.html"><code>.tasks/1.json</code></a></li><li><a href="/en/source/lessons/s12-tasks/cassettes/resume.workspace/.tasks/2.json.html"><code>.tasks/2.json</code></a></li><li><a href="/en/source/lessons/s12-tasks/cassettes/resume.workspace/.tasks/3.json.html"><code>.tasks/3.json</code></a></li><li><a href="/en/source/lessons/s12-tasks/cassettes/resume.workspace/.tasks/4.json.html"><code>.tasks/4.json</code></a></li><li><a href="/en/source/lessons/s12-tasks/cassettes/resume.workspace/package.json.html"><code>package.json</code></a></li><li><a href="/en/source/lessons/s12-tasks/cassettes/resume.workspace/README.md.txt.html"><code>README.md</code></a></li><li><a href="/en/source/lessons/s12-tasks/cassettes/resume.workspace/schema/note.json.html"><code>schema/note.json</code></a></li><li><a href="/en/source/lessons/s12-tasks/cassettes/resume.workspace/src/notes.js.html"><code>src/notes.js</code></a></li></ul></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("en/source/lessons/s12-tasks/cassettes/resume.workspace/index.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const index = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  index as default
};
