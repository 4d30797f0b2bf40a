/** The site's own pages (VitePress dynamic routes): see .vitepress/pages.ts. */
import { generatedPages } from "./.vitepress/pages.ts";

export default {
  paths: generatedPages,
};
