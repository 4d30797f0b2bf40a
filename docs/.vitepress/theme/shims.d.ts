// For tsc (pnpm typecheck): Vite compiles the theme's .vue and .css imports; tsc only needs to know they exist.
declare module "*.vue" {
  import type { DefineComponent } from "vue";
  const component: DefineComponent;
  export default component;
}
declare module "*.css" {}
