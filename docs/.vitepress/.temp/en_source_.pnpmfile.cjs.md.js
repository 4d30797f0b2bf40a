import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":".pnpmfile.cjs","description":"","frontmatter":{"title":".pnpmfile.cjs","search":false,"outline":false,"aside":false},"headers":[],"params":{"page":"en/source/.pnpmfile.cjs"},"relativePath":"en/source/.pnpmfile.cjs.md","filePath":"[page].md"}');
const _sfc_main = { name: "en/source/.pnpmfile.cjs.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="source-pnpmfile-cjs" tabindex="-1">Source: <code>.pnpmfile.cjs</code> <a class="header-anchor" href="#source-pnpmfile-cjs" aria-label="Permalink to &quot;Source: \`.pnpmfile.cjs\`&quot;">​</a></h1><p>The workbook&#39;s file <code>.pnpmfile.cjs</code>, as it was when this site was built. <a href="/en/">Back to the overview</a>.</p><div class="language-txt vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">txt</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span>// pnpm loads this file at the start of every pnpm command run in the workbook. It defines no install hooks: it only</span></span>
<span class="line"><span>// keeps pnpm waiting for the workbook&#39;s own commands when Ctrl-C is pressed.</span></span>
<span class="line"><span>//</span></span>
<span class="line"><span>// The workbook&#39;s commands (\`pnpm lesson\`, \`pnpm exercise\`, \`pnpm lesson:diff\`, …) are the bins of scripts/bin, not</span></span>
<span class="line"><span>// package.json scripts: pnpm runs a name with no script through \`pnpm exec\`, which ends with the command&#39;s own exit</span></span>
<span class="line"><span>// status and adds no line of its own (a script that fails is followed by \` ELIFECYCLE  Command failed…\`). But</span></span>
<span class="line"><span>// \`pnpm exec\` dies at the first Ctrl-C and takes its command down with it, where a script&#39;s pnpm waits. The terminal</span></span>
<span class="line"><span>// sends Ctrl-C (SIGINT) to the command too, and each command decides what it means: a lesson stops its turn and goes</span></span>
<span class="line"><span>// on, \`pnpm mock-api\` closes and exits 0. So while a workbook command runs, pnpm lets SIGINT pass and waits for it.</span></span>
<span class="line"><span>const { readdirSync } = require(&quot;node:fs&quot;);</span></span>
<span class="line"><span>const { join } = require(&quot;node:path&quot;);</span></span>
<span class="line"><span></span></span>
<span class="line"><span>const commands = new Set(readdirSync(join(__dirname, &quot;scripts&quot;, &quot;bin&quot;)));</span></span>
<span class="line"><span>const args = process.argv.slice(2);</span></span>
<span class="line"><span>// The words that are not options, nor the folder of a \`-C DIR\` or \`--dir DIR\`.</span></span>
<span class="line"><span>const words = args.filter((word, i) =&gt; !word.startsWith(&quot;-&quot;) &amp;&amp; ![&quot;-C&quot;, &quot;--dir&quot;].includes(args[i - 1]));</span></span>
<span class="line"><span>const name = words[0] === &quot;exec&quot; ? words[1] : words[0];</span></span>
<span class="line"><span>if (commands.has(name)) process.on(&quot;SIGINT&quot;, () =&gt; {});</span></span>
<span class="line"><span></span></span>
<span class="line"><span>module.exports = {};</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("en/source/.pnpmfile.cjs.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const _pnpmfile_cjs = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  _pnpmfile_cjs as default
};
