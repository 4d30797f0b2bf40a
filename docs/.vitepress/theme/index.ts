/** The site's theme: VitePress's default, plus the session player and the lesson diff, which pages use by name. */
import type { Theme } from "vitepress";
import DefaultTheme from "vitepress/theme";
import LessonDiff from "./components/LessonDiff.vue";
import SessionPlayer from "./components/SessionPlayer.vue";
import "@agent-workbook/player/player.css";
import "./custom.css";

export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    app.component("SessionPlayer", SessionPlayer);
    app.component("LessonDiff", LessonDiff);
  },
} satisfies Theme;
