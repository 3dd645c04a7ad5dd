import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { mantineCssPlugin } from "./scripts/mantine-css-plugin";
import { precompress } from "./scripts/precompress";
import { themeCssVariablesPlugin } from "./src/web/app/theme-css-variables";

/** The route modules (src/web/app/router.tsx globs them) and the chunks they become. */
const PAGE_MODULE = /[\\/]src[\\/]web[\\/]routes[\\/]/;
const PAGE_CHUNK = /(^|\/)page-[^/]*\.js$/;

/**
 * React Router's package exports point at its development build only (dev warnings and checks,
 * ~0.6 KB gzipped more); the production build sits beside it. Builds use that one; vitest
 * (vitest.config.ts) keeps the development build and its warnings.
 */
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * Two builds (npm run build): the client (dist/web, pre-compressed) and, with --ssr, the
 * server entry that renders the public pages (dist/server/entry-server.js, see
 * docs/decisions/ssr.md). The server bundle holds its libraries (React, Mantine, …): they are
 * devDependencies, so a production install without them still renders.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: "src/web",
  publicDir: fileURLToPath(new URL("./public", import.meta.url)),
  // mantineCssPlugin: each module imports the Mantine sheets it uses (docs/decisions/css.md).
  plugins: [mantineCssPlugin(), react(), precompress(), themeCssVariablesPlugin()],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      { find: /^react-router$/, replacement: reactRouterBuild("index.mjs") },
      { find: /^react-router\/dom$/, replacement: reactRouterBuild("dom-export.mjs") },
    ],
  },
  // In development (`npm run dev`, src/server/cli/dev-web.ts) Node loads the libraries itself.
  ssr: command === "build" ? { noExternal: true, target: "node" } : { target: "node" },
  // The built renderer is React's production build whatever NODE_ENV the server starts with,
  // as the client build is: Vite leaves `process.env.NODE_ENV` to run time in an SSR build, so
  // `npm start` with NODE_ENV=development (the end-to-end tests) rendered every page with
  // React's development build, 2.4 times the server's CPU per render (80 renders: 15.6 s
  // against 6.4 s, docs/decisions/2026-11-27-test-speed.md). Not when the build itself runs
  // with NODE_ENV=development (a server building its own web app, start.ts): the React plugin
  // then compiles JSX for the development runtime (jsxDEV), which the production build lacks.
  // `npm run dev` keeps the development build and its warnings (it renders from the sources).
  ...(command === "build" && isSsrBuild && process.env.NODE_ENV !== "development"
    ? { define: { "process.env.NODE_ENV": JSON.stringify("production") } }
    : {}),
  build: isSsrBuild
    ? {
        outDir: fileURLToPath(new URL("./dist/server", import.meta.url)),
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        outDir: fileURLToPath(new URL("./dist/web", import.meta.url)),
        emptyOutDir: true,
        // No source maps in the build: they would publish the full sources (SECURITY.md).
        sourcemap: false,
        // Which chunks and CSS each route needs: read by scripts/bundle-budget.ts.
        manifest: true,
        // No polyfill for <link rel=modulepreload> (~0.3 KB on every first visit): a preload
        // link is only a hint, so a browser without it (Safari before 17) still loads every
        // module through its imports, only without the head start.
        modulePreload: {
          polyfill: false,
          // A page's chunk is imported by the entry's route table, and Vite would list every
          // page's imports there, to fetch them with the page: ~150 file names, 2.2 KB gzipped
          // of every first download. The page's imports load when its chunk runs instead (the
          // server preloads the chunk of the page a request shows: page-scripts.ts); their CSS
          // stays listed (Vite loads it this way). See docs/decisions/ssr.md.
          resolveDependencies: (file, deps) => (PAGE_CHUNK.test(file) ? [] : deps),
        },
        rolldownOptions: {
          output: {
            // Pages' chunks are named page-*.js (see modulePreload above).
            chunkFileNames: (chunk) =>
              chunk.facadeModuleId && PAGE_MODULE.test(chunk.facadeModuleId)
                ? "assets/page-[name]-[hash].js"
                : "assets/[name]-[hash].js",
            // React changes far less often than the app: its own chunk stays cached across
            // deploys. Mantine is not grouped: each route gets only the components it uses.
            codeSplitting: {
              groups: [
                {
                  name: "react",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                },
              ],
            },
          },
        },
      },
}));
