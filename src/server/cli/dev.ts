/**
 * `npm run dev`: one server on PORT (3000), restarting on a server change: the API, and the web
 * app through Vite in middleware mode (cli/dev-web.ts) with hot reload, the public pages
 * rendered on the server from the sources as in production. Open http://localhost:PORT.
 */
import { spawn } from "node:child_process";

const child = spawn(
  "npx",
  ["tsx", "watch", "--clear-screen=false", "--exclude", "src/web/**", "src/server/cli/start.ts"],
  { stdio: "inherit", env: { ...process.env, WEB_DEV_SERVER: "1" } },
);

const stop = () => child.kill("SIGTERM");
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
child.on("exit", (code) => {
  process.exitCode = code ?? 0;
});
