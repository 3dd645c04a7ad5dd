/**
 * `npm run dev`: the API (restarting on change) on API_PORT and the Vite dev server with hot
 * reload on PORT, which proxies /api to the API. Open http://localhost:PORT.
 */
import { spawn } from "node:child_process";

const port = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "3001";
const env = {
  ...process.env,
  API_PORT: apiPort,
  BASE_URL: process.env.BASE_URL ?? `http://localhost:${port}`,
};

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/cli/start.ts"], {
    stdio: "inherit",
    env: { ...env, PORT: apiPort, SKIP_WEB_BUILD: "1" },
  }),
  spawn("npx", ["vite", "--port", port, "--strictPort"], { stdio: "inherit", env }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
for (const child of children) {
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
