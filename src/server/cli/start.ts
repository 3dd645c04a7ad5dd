/**
 * `npm start`: build the web app when needed, migrate, load demo data into an empty database,
 * then serve the API and the web app on PORT.
 */
import { buildApp, WEB_DIST_DIR } from "../app";
import { hasDemoAccounts, isDatabaseEmpty, seedDemoData } from "../db/seed/seed-demo";
import { loadConfig } from "../env";
import { createServices, openConfiguredDatabase } from "../runtime";
import { startDigestWorker } from "../services/messages/digest-worker";
import { runCli } from "./cli-utils";
import { devLogStream } from "./dev-log-stream";
import { formatStartBanner } from "./start-banner";
import { buildWeb, webBuildIsStale } from "./web-build";

await runCli(async () => {
  const config = loadConfig();
  const serveWeb = process.env.SKIP_WEB_BUILD !== "1";

  if (serveWeb && !config.isProduction && webBuildIsStale(WEB_DIST_DIR)) {
    console.log("Building the web app…");
    await buildWeb();
  }

  const handle = await openConfiguredDatabase(config);
  const { auth, mailer, rateLimits } = createServices(config, handle);

  if (config.seedDemoData && (await isDatabaseEmpty(handle.db))) {
    console.log("Empty database: loading demo data…");
    const result = await seedDemoData({
      db: handle.db,
      auth,
      withAccounts: !config.isProduction,
    });
    console.log(`Loaded ${result.lenders} lenders with ${result.products} loan products.`);
  }

  const app = await buildApp({
    db: handle.db,
    auth,
    mailer,
    rateLimits,
    baseUrl: config.baseUrl,
    supportEmail: config.supportEmail,
    isProduction: config.isProduction,
    trustProxy: config.trustProxy,
    logger: config.isProduction
      ? { level: config.logLevel }
      : { level: config.logLevel, stream: devLogStream() },
  });

  // Issue 15: digest mails of unread conversation entries.
  const digests = startDigestWorker({
    db: handle.db,
    mailer,
    baseUrl: config.baseUrl,
    supportEmail: config.supportEmail,
    secret: (await auth.$context).secret,
  });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await digests.stop();
    await app.close();
    await rateLimits.close();
    await handle.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });

  console.log(
    formatStartBanner({
      baseUrl: config.baseUrl,
      isProduction: config.isProduction,
      host: config.host,
      database: handle.kind === "pglite" ? "pglite" : "postgres",
      dataDir: config.dataDir,
      mail: mailer.kind,
      demoAccounts: !config.isProduction && (await hasDemoAccounts(handle.db)),
    }),
  );
});
