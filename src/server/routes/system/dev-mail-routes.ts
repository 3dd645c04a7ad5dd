/**
 * The development outbox and mail previews. /dev/mail lists every kind of mail with its samples
 * (mail/templates/index.ts), each shown as HTML and as text under /dev/mail/templates/, then
 * every stored mail with its links; /api/dev/mail is the outbox as JSON for the end-to-end
 * tests. Registered only outside production, and served only to clients on this machine
 * (loopback addresses): anyone else could read the sign-in links of the published demo
 * accounts. Others get a plain 404, as if it did not exist.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  devMailParamsSchema,
  devMailQuerySchema,
  devMailResponseSchema,
  devMailTemplateParamsSchema,
} from "@/domain/contract/system";
import { isLoopbackAddress } from "../../lib/loopback-address";
import { html } from "../../mail/html";
import { MAIL_KINDS, mailSample } from "../../mail/templates";
import { findOutboxMail, listOutbox } from "../../services/system/read-outbox";
import type { RouteDeps } from "../route-deps";

/** The kinds of mail, each sample with its subject and its two parts. */
function templatesSection() {
  return html`<h2 id="templates">Mail templates</h2>
<p>Every kind of mail the server sends, built from sample data (src/server/mail/templates/).</p>
<ul>${MAIL_KINDS.map(
    (kind) => html`<li><p><strong>${kind.id}</strong>: ${kind.description}</p>
<ul>${Object.entries(kind.samples).map(([name, render]) => {
      const path = `/dev/mail/templates/${kind.id}/${name}`;
      return html`<li>${name}: ${render().subject} · <a href="${path}">HTML</a> · <a href="${path}/text">text</a></li>`;
    })}</ul></li>`,
  )}</ul>`;
}

const devMailRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, "db">> = async (app, { db }) => {
  // Encapsulated (no fastify-plugin): the hook covers this plugin's routes only.
  app.addHook("onRequest", async (request, reply) => {
    if (!isLoopbackAddress(request.ip)) {
      return reply.status(404).send({ error: { code: "not_found", message: "Not found." } });
    }
  });
  const list = (to?: string) => listOutbox(db, to);

  app.get(
    "/api/dev/mail",
    {
      schema: {
        hide: true,
        querystring: devMailQuerySchema,
        response: { 200: devMailResponseSchema },
      },
    },
    async (request) => {
      const mails = await list(request.query.to);
      return {
        mails: mails.map((mail) => ({
          id: mail.id,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          links: mail.links,
          headers: mail.headers,
          createdAt: mail.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get("/dev/mail", { schema: { hide: true } }, async (_request, reply) => {
    const mails = await list();
    const rows = mails.map(
      (mail) => html`<li><p><strong>${mail.subject}</strong><br>to ${mail.to}
        · ${mail.createdAt.toISOString()} · <a href="/dev/mail/${mail.id}">view</a></p>
        <ul>${mail.links.map((link) => html`<li><a href="${link}">${link}</a></li>`)}</ul></li>`,
    );
    reply.type("text/html; charset=utf-8");
    return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development outbox</title></head>
<body style="font-family:system-ui,sans-serif;max-width:900px;margin:2rem auto;padding:0 1rem">
<h1>Development outbox</h1><p>${mails.length} mail(s), newest first. Set SMTP_URL to send real mail.
<a href="#templates">Mail templates</a> are listed below.</p>
<ol>${rows}</ol>
${templatesSection()}</body></html>`.markup;
  });

  app.get(
    "/dev/mail/:id",
    { schema: { hide: true, params: devMailParamsSchema } },
    async (request, reply) => {
      const mail = await findOutboxMail(db, request.params.id);
      if (!mail) return reply.status(404).type("text/plain").send("No such mail");
      reply.type("text/html; charset=utf-8");
      return mail.html;
    },
  );

  app.get(
    "/dev/mail/templates/:kind/:sample",
    { schema: { hide: true, params: devMailTemplateParamsSchema } },
    async (request, reply) => {
      const render = mailSample(request.params.kind, request.params.sample);
      if (!render) return reply.status(404).type("text/plain").send("No such mail template");
      reply.type("text/html; charset=utf-8");
      return render().html;
    },
  );

  app.get(
    "/dev/mail/templates/:kind/:sample/text",
    { schema: { hide: true, params: devMailTemplateParamsSchema } },
    async (request, reply) => {
      const render = mailSample(request.params.kind, request.params.sample);
      if (!render) return reply.status(404).type("text/plain").send("No such mail template");
      reply.type("text/plain; charset=utf-8");
      return render().text;
    },
  );
};

export default devMailRoutes;
