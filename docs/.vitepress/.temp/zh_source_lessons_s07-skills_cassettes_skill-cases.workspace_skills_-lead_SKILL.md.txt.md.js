import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"lessons/s07-skills/cassettes/skill-cases.workspace/skills/-lead/SKILL.md","description":"","frontmatter":{"title":"lessons/s07-skills/cassettes/skill-cases.workspace/skills/-lead/SKILL.md","search":false,"outline":false,"aside":false},"headers":[],"params":{"page":"zh/source/lessons/s07-skills/cassettes/skill-cases.workspace/skills/-lead/SKILL.md.txt"},"relativePath":"zh/source/lessons/s07-skills/cassettes/skill-cases.workspace/skills/-lead/SKILL.md.txt.md","filePath":"[page].md"}');
const _sfc_main = { name: "zh/source/lessons/s07-skills/cassettes/skill-cases.workspace/skills/-lead/SKILL.md.txt.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="源文件-lessons-s07-skills-cassettes-skill-cases-workspace-skills-lead-skill-md" tabindex="-1">源文件: <code>lessons/s07-skills/cassettes/skill-cases.workspace/skills/-lead/SKILL.md</code> <a class="header-anchor" href="#源文件-lessons-s07-skills-cassettes-skill-cases-workspace-skills-lead-skill-md" aria-label="Permalink to &quot;源文件: \`lessons/s07-skills/cassettes/skill-cases.workspace/skills/-lead/SKILL.md\`&quot;">​</a></h1><p>本项目中的文件 <code>lessons/s07-skills/cassettes/skill-cases.workspace/skills/-lead/SKILL.md</code>，内容为构建本站时的版本。<a href="/zh/">返回概览</a>。</p><div class="language-md vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">md</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">---</span></span>
<span class="line"><span style="--shiki-light:#22863A;--shiki-dark:#85E89D;">name</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">-lead</span></span>
<span class="line"><span style="--shiki-light:#22863A;--shiki-dark:#85E89D;">description</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF;">A leading hyphen.</span></span>
<span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">---</span></span>
<span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">Never loaded.</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("zh/source/lessons/s07-skills/cassettes/skill-cases.workspace/skills/-lead/SKILL.md.txt.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const SKILL_md_txt = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  SKILL_md_txt as default
};
