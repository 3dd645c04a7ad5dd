/**
 * `npm start`: build the web app when needed, migrate, load demo data into an empty database,
 * then serve the API and the web app on PORT.
 */

import { buildApp, WEB_DIST_DIR } from "../app";
import { serveLiveBackups } from "../db/backup/pglite-backup";
import { hasDemoAccounts, isDatabaseEmpty, seedDemoData } from "../db/seed/seed-demo";
import { logSlowQueries } from "../db/slow-queries";
import { loadConfig } from "../env";
import { startMailWorker } from "../mail/mail-worker";
import { createServices, openConfiguredDatabase } from "../runtime";
import { startVerificationWorker } from "../services/lender-verification/verification-worker";
import { startAnswerWorker } from "../services/loan-requests/answer-worker";
import { startLenderNotificationWorker } from "../services/loan-requests/lender-notification-worker";
import { startDigestWorker } from "../services/messages/digest-worker";
import { startSearchAlertWorker } from "../services/saved-searches/search-alert-worker";
import { startRetentionWorker } from "../services/system/retention-worker";
import { runCli } from "./cli-utils";
import { devLogStream } from "./dev-log-stream";
import { formatStartBanner } from "./start-banner";
import { buildWeb, webBuildIsStale } from "./web-build";

/** Set by `npm run dev` (cli/dev.ts): Vite serves the web app and renders with the sources. */
const DEV_WEB = process.env.WEB_DEV_SERVER === "1";

/** The longest a SIGTERM waits for the requests in flight before closing their connections. */
const DRAIN_TIMEOUT_MS = 10_000;

await runCli(async () => {
  const config = loadConfig();
  const serveWeb = process.env.SKIP_WEB_BUILD !== "1" && !DEV_WEB;

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

  const devWeb =
    DEV_WEB && !config.isProduction ? await (await import("./dev-web")).createDevWeb() : null;

  const app = await buildApp({
    db: handle.db,
    auth,
    mailer,
    rateLimits,
    baseUrl: config.baseUrl,
    supportEmail: config.supportEmail,
    isProduction: config.isProduction,
    trustProxy: config.trustProxy,
    liveStreams: { perAddress: config.liveStreamsPerAddress },
    metricsToken: config.metricsToken,
    logger: config.isProduction
      ? { level: config.logLevel }
      : { level: config.logLevel, stream: devLogStream() },
    ...(devWeb ? { devWeb, renderer: devWeb.renderer, pageCache: null } : {}),
  });

  // Issue 33: queries slower than SLOW_QUERY_MS are logged (SQL text only, no parameters).
  logSlowQueries(handle, config.slowQueryMs, (query) =>
    app.log.warn({ slowQuery: query }, `slow query: ${query.ms} ms`),
  );

  // Retries of queued mails and those of processes that died (docs/decisions/mail-outbox.md).
  const mailWorker = startMailWorker(mailer, { health: { db: handle.db } });
  // Issue 15: digest mails of unread conversation entries.
  const digests = startDigestWorker({
    db: handle.db,
    mailer,
    baseUrl: config.baseUrl,
    supportEmail: config.supportEmail,
    secret: (await auth.$context).secret,
  });

  // Issue 32: saved-search alerts (daily or weekly per search), from the catalogue's change log.
  const searchAlerts = startSearchAlertWorker({
    db: handle.db,
    mailer,
    catalogue: app.catalogue,
    baseUrl: config.baseUrl,
    supportEmail: config.supportEmail,
    secret: (await auth.$context).secret,
  });

  // Issue 27: lenders' new-request digests (one mail per lender per 10 minutes).
  const lenderDigests = startLenderNotificationWorker({
    db: handle.db,
    mailer,
    rateLimits,
    baseUrl: config.baseUrl,
    supportEmail: config.supportEmail,
    secret: (await auth.$context).secret,
  });

  // Issue 33: the retention schedule (SECURITY.md 'Retention'), one process per round.
  const retention = startRetentionWorker(
    { db: handle.db },
    { onRound: (counts) => app.log.info({ retention: counts }, "retention round") },
  );

  // Issue 33: `npm run db:backup` asks this process (SIGUSR2) for a copy of the embedded
  // database it holds open (docs/decisions/2026-11-27-backups-and-retention.md).
  const liveBackups = handle.pglite
    ? serveLiveBackups(handle.pglite, config.dataDir, (message) => app.log.info(message))
    : null;
  // Issue 35: verifications expire after 12 months; lenders are reminded 30 days before.
  const verifications = startVerificationWorker({
    db: handle.db,
    mailer,
    baseUrl: config.baseUrl,
    supportEmail: config.supportEmail,
  });
  // Issue 35: response times, next-step mails to borrowers, lenders' unanswered reminders.
  const answers = startAnswerWorker({
    db: handle.db,
    mailer,
    catalogue: app.catalogue,
    baseUrl: config.baseUrl,
    supportEmail: config.supportEmail,
    secret: (await auth.$context).secret,
  });

  // Drain (docs/decisions/reliability.md): stop accepting connections, end the live-update
  // streams (the events route's preClose hook), let the requests in flight finish, for at most
  // DRAIN_TIMEOUT_MS; requests arriving meanwhile on open keep-alive connections get 503
  // (Fastify's return503OnClosing), so a load balancer moves on. Then the workers and the
  // database close and the process exits 0.
  let draining = false;
  const shutdown = async (signal: string) => {
    if (draining) return;
    draining = true;
    app.log.info(`${signal} received: draining (at most ${DRAIN_TIMEOUT_MS / 1000} s)`);
    const forceClose = setTimeout(() => {
      app.log.warn("drain timeout: closing the connections still open");
      app.server.closeAllConnections();
    }, DRAIN_TIMEOUT_MS);
    const giveUp = setTimeout(() => {
      console.error("Shutdown did not finish: exiting anyway");
      process.exit(1);
    }, DRAIN_TIMEOUT_MS + 5_000);
    giveUp.unref();
    try {
      await Promise.all([
        app.close(),
        digests.stop(),
        lenderDigests.stop(),
        searchAlerts.stop(),
        retention.stop(),
        liveBackups?.stop(),
        verifications.stop(),
        answers.stop(),
        devWeb?.close(),
      ]);
      clearTimeout(forceClose);
      await mailWorker.stop(); // after the HTTP drain, before the database closes
      await rateLimits.close();
      await handle.close();
      process.exit(0);
    } catch (error) {
      console.error("Shutdown failed:", error);
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

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
