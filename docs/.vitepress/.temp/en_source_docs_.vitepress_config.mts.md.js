import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"docs/.vitepress/config.mts","description":"","frontmatter":{"title":"docs/.vitepress/config.mts","search":false,"outline":false,"aside":false},"headers":[],"params":{"page":"en/source/docs/.vitepress/config.mts"},"relativePath":"en/source/docs/.vitepress/config.mts.md","filePath":"[page].md"}');
const _sfc_main = { name: "en/source/docs/.vitepress/config.mts.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="source-docs-vitepress-config-mts" tabindex="-1">Source: <code>docs/.vitepress/config.mts</code> <a class="header-anchor" href="#source-docs-vitepress-config-mts" aria-label="Permalink to &quot;Source: \`docs/.vitepress/config.mts\`&quot;">​</a></h1><p>The workbook&#39;s file <code>docs/.vitepress/config.mts</code>, as it was when this site was built. <a href="/en/">Back to the overview</a>.</p><div class="language-txt vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">txt</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0"><code><span class="line"><span>/**</span></span>
<span class="line"><span> * The workbook&#39;s site (\`pnpm docs:site\`, \`pnpm docs:dev\`): docs/en and docs/zh as they are, with a language</span></span>
<span class="line"><span> * switch, navigation in course order, local search, and the pages the site adds (source files, lesson diffs,</span></span>
<span class="line"><span> * recorded sessions; see [page].paths.ts). Run it through scripts/docs-site.ts, which prepares the sessions and</span></span>
<span class="line"><span> * the diffs first. SITE_BASE sets the base path (\`/agent-workbook/\` for a project page); SITE_REPO_URL (and</span></span>
<span class="line"><span> * SITE_REPO_REF, default main) sends source links to the code host instead of the site&#39;s source pages.</span></span>
<span class="line"><span> */</span></span>
<span class="line"><span>import { existsSync, readFileSync } from &quot;node:fs&quot;;</span></span>
<span class="line"><span>import { join } from &quot;node:path&quot;;</span></span>
<span class="line"><span>import { type DefaultTheme, defineConfig } from &quot;vitepress&quot;;</span></span>
<span class="line"><span>import { installPlayers, installSourceLinks } from &quot;./markdown.ts&quot;;</span></span>
<span class="line"><span>import { CACHE, type Lang, pageTitle, siteLessons } from &quot;./site.ts&quot;;</span></span>
<span class="line"><span></span></span>
<span class="line"><span>const lessons = siteLessons();</span></span>
<span class="line"><span></span></span>
<span class="line"><span>const WORDS = {</span></span>
<span class="line"><span>  en: {</span></span>
<span class="line"><span>    start: &quot;Start&quot;,</span></span>
<span class="line"><span>    overview: &quot;Overview&quot;,</span></span>
<span class="line"><span>    lessons: &quot;Lessons&quot;,</span></span>
<span class="line"><span>    diffs: &quot;Lesson diffs&quot;,</span></span>
<span class="line"><span>    sessions: &quot;Recorded sessions&quot;,</span></span>
<span class="line"><span>    reference: &quot;Reference&quot;,</span></span>
<span class="line"><span>    description: &quot;Build a coding agent on the Anthropic Messages API, one concept per lesson.&quot;,</span></span>
<span class="line"><span>  },</span></span>
<span class="line"><span>  zh: {</span></span>
<span class="line"><span>    start: &quot;开始&quot;,</span></span>
<span class="line"><span>    overview: &quot;概览&quot;,</span></span>
<span class="line"><span>    lessons: &quot;课程&quot;,</span></span>
<span class="line"><span>    diffs: &quot;课程差异&quot;,</span></span>
<span class="line"><span>    sessions: &quot;录制的会话&quot;,</span></span>
<span class="line"><span>    reference: &quot;参考&quot;,</span></span>
<span class="line"><span>    description: &quot;基于 Anthropic Messages API 构建编程 Agent，每课一个概念。&quot;,</span></span>
<span class="line"><span>  },</span></span>
<span class="line"><span>};</span></span>
<span class="line"><span></span></span>
<span class="line"><span>function sidebar(lang: Lang): DefaultTheme.SidebarItem[] {</span></span>
<span class="line"><span>  const w = WORDS[lang];</span></span>
<span class="line"><span>  const page = (name: string) =&gt; ({ text: pageTitle(lang, name), link: \`/\${lang}/\${name}\` });</span></span>
<span class="line"><span>  return [</span></span>
<span class="line"><span>    { text: w.start, items: [{ text: w.overview, link: \`/\${lang}/\` }, page(&quot;getting-started&quot;), page(&quot;exercises&quot;)] },</span></span>
<span class="line"><span>    { text: w.lessons, items: lessons.map((l) =&gt; page(l.page)) },</span></span>
<span class="line"><span>    {</span></span>
<span class="line"><span>      text: w.diffs,</span></span>
<span class="line"><span>      items: lessons</span></span>
<span class="line"><span>        .filter((l) =&gt; l.base !== undefined)</span></span>
<span class="line"><span>        .map((l) =&gt; ({ text: \`\${l.base} → \${l.id}\`, link: \`/\${lang}/diff/\${l.base}-\${l.id}\` })),</span></span>
<span class="line"><span>    },</span></span>
<span class="line"><span>    { text: w.sessions, items: [{ text: w.sessions, link: \`/\${lang}/sessions\` }] },</span></span>
<span class="line"><span>    {</span></span>
<span class="line"><span>      text: w.reference,</span></span>
<span class="line"><span>      items: [</span></span>
<span class="line"><span>        page(&quot;kit&quot;),</span></span>
<span class="line"><span>        page(&quot;cassettes&quot;),</span></span>
<span class="line"><span>        page(&quot;mock-api&quot;),</span></span>
<span class="line"><span>        page(&quot;site&quot;),</span></span>
<span class="line"><span>        page(&quot;benchmarks&quot;),</span></span>
<span class="line"><span>        page(&quot;new-lesson&quot;),</span></span>
<span class="line"><span>        // The workbook&#39;s terms; the zh page is the Chinese pages&#39; one term per concept (test/glossary.test.ts).</span></span>
<span class="line"><span>        page(&quot;glossary&quot;),</span></span>
<span class="line"><span>      ],</span></span>
<span class="line"><span>    },</span></span>
<span class="line"><span>  ];</span></span>
<span class="line"><span>}</span></span>
<span class="line"><span></span></span>
<span class="line"><span>if (!existsSync(join(CACHE, &quot;sessions&quot;, &quot;index.json&quot;)))</span></span>
<span class="line"><span>  throw new Error(&quot;The site&#39;s data is missing: build it with pnpm docs:site (or pnpm docs:dev), not vitepress alone.&quot;);</span></span>
<span class="line"><span></span></span>
<span class="line"><span>/** The walkthroughs hold players: they get the whole width (no outline beside them), as the generated pages do. */</span></span>
<span class="line"><span>const WIDE = new Set(lessons.flatMap((l) =&gt; [\`en/\${l.page}.md\`, \`zh/\${l.page}.md\`]));</span></span>
<span class="line"><span></span></span>
<span class="line"><span>export default defineConfig({</span></span>
<span class="line"><span>  title: &quot;agent-workbook&quot;,</span></span>
<span class="line"><span>  base: process.env.SITE_BASE || &quot;/&quot;,</span></span>
<span class="line"><span>  rewrites: { &quot;en/README.md&quot;: &quot;en/index.md&quot;, &quot;zh/README.md&quot;: &quot;zh/index.md&quot; },</span></span>
<span class="line"><span>  srcExclude: [&quot;api/**&quot;],</span></span>
<span class="line"><span>  lastUpdated: false,</span></span>
<span class="line"><span>  // Every link is checked: a dead one fails the build.</span></span>
<span class="line"><span>  ignoreDeadLinks: false,</span></span>
<span class="line"><span>  locales: {</span></span>
<span class="line"><span>    root: { label: &quot;English&quot;, lang: &quot;en&quot;, link: &quot;/en/&quot;, description: WORDS.en.description },</span></span>
<span class="line"><span>    zh: { label: &quot;简体中文&quot;, lang: &quot;zh-CN&quot;, link: &quot;/zh/&quot;, description: WORDS.zh.description },</span></span>
<span class="line"><span>  },</span></span>
<span class="line"><span>  themeConfig: {</span></span>
<span class="line"><span>    sidebar: { &quot;/en/&quot;: sidebar(&quot;en&quot;), &quot;/zh/&quot;: sidebar(&quot;zh&quot;) },</span></span>
<span class="line"><span>    outline: { level: [2, 3] },</span></span>
<span class="line"><span>    search: {</span></span>
<span class="line"><span>      provider: &quot;local&quot;,</span></span>
<span class="line"><span>      options: {</span></span>
<span class="line"><span>        // The source pages are whole files: searching them would bury the walkthroughs.</span></span>
<span class="line"><span>        _render(src, env, md) {</span></span>
<span class="line"><span>          if (/\\/source\\//.test(env.relativePath)) return &quot;&quot;;</span></span>
<span class="line"><span>          return md.render(src, env);</span></span>
<span class="line"><span>        },</span></span>
<span class="line"><span>        locales: {</span></span>
<span class="line"><span>          zh: {</span></span>
<span class="line"><span>            translations: {</span></span>
<span class="line"><span>              button: { buttonText: &quot;搜索&quot;, buttonAriaLabel: &quot;搜索&quot; },</span></span>
<span class="line"><span>              modal: {</span></span>
<span class="line"><span>                noResultsText: &quot;没有结果&quot;,</span></span>
<span class="line"><span>                resetButtonTitle: &quot;清除&quot;,</span></span>
<span class="line"><span>                footer: { selectText: &quot;选择&quot;, navigateText: &quot;切换&quot;, closeText: &quot;关闭&quot; },</span></span>
<span class="line"><span>              },</span></span>
<span class="line"><span>            },</span></span>
<span class="line"><span>          },</span></span>
<span class="line"><span>        },</span></span>
<span class="line"><span>      },</span></span>
<span class="line"><span>    },</span></span>
<span class="line"><span>  },</span></span>
<span class="line"><span>  markdown: {</span></span>
<span class="line"><span>    config(md) {</span></span>
<span class="line"><span>      installSourceLinks(md);</span></span>
<span class="line"><span>      installPlayers(md, JSON.parse(readFileSync(join(CACHE, &quot;sessions&quot;, &quot;index.json&quot;), &quot;utf-8&quot;)));</span></span>
<span class="line"><span>    },</span></span>
<span class="line"><span>  },</span></span>
<span class="line"><span>  transformPageData(page) {</span></span>
<span class="line"><span>    if (WIDE.has(page.relativePath)) page.frontmatter.aside ??= false;</span></span>
<span class="line"><span>  },</span></span>
<span class="line"><span>});</span></span></code></pre></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("en/source/docs/.vitepress/config.mts.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const config_mts = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  config_mts as default
};
