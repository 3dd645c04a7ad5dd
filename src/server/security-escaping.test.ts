/**
 * User-written text is rendered as text, never as HTML (issue 17 'Headers'; SECURITY.md
 * 'Hostile text'): a lender's name and description, a loan request's name and notes, carrying
 * `<img src=x onerror=alert(1)>` and `</script><script>`, come out escaped in the server-rendered
 * page (body, title, meta tags, JSON-LD, the dehydrated state), in the mails (HTML part) and in
 * the development outbox, and intact when the JSON is read back.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as serverEntry from "@/web/entry-server";
import { insertLenderWithProducts } from "./db/factories";
import { EARLY_PRESS_SCRIPT_HASH } from "./html/early-press-script";
import { renderActionMail } from "./mail/templates/layout";
import { inlineHandlers, unpinnedInlineScripts } from "./test/html-scripts";
import { validRequest } from "./test/loan-request-api";
import { createTestContext, type TestContext } from "./test/test-app";

const IMG = "<img src=x onerror=alert(1)>";
const CLOSE = "</script><script>alert(2)</script>";
const PAYLOAD = `Fast closings ${IMG} ${CLOSE} & more`;
const HOSTILE_NAME = `Hostile ${CLOSE} Capital`;
const LENDER_EMAIL = "hostile.lender@example.com";

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lenderlane-escaping-"));
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`,
  );
  return dir;
}

/** Neither payload appears as markup: no raw tag, and nothing a browser would run. */
function expectInert(html: string, label: string) {
  expect(html, label).not.toContain(IMG);
  expect(html, label).not.toContain("</script><script>");
  expect(html, label).not.toContain("<script>alert");
  // Nothing runs but the early-press recorder the CSP pins by its hash.
  expect(
    unpinnedInlineScripts(html, `script-src 'self' ${EARLY_PRESS_SCRIPT_HASH}`),
    label,
  ).toEqual([]);
  expect(inlineHandlers(html), label).toEqual([]);
}

let ctx: TestContext;
let lenderId = "";
beforeAll(async () => {
  ctx = await createTestContext({ webDistDir: fakeWebBuild(), renderer: serverEntry });
  const { lender } = await insertLenderWithProducts(
    ctx.db,
    {
      companyName: HOSTILE_NAME,
      slug: "hostile-capital",
      description: PAYLOAD,
      email: LENDER_EMAIL,
    },
    ["fix_and_flip"],
  );
  lenderId = lender.id;
});
afterAll(() => ctx.close());

describe("server-rendered lender page", () => {
  let html = "";
  beforeAll(async () => {
    const response = await ctx.app.inject("/lender/hostile-capital");
    expect(response.statusCode).toBe(200);
    html = response.body;
  });

  test("holds the name and description as escaped text", () => {
    expectInert(html, "lender page");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("&lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt;");
  });

  test("title and meta tags escape it", () => {
    const head = html.slice(0, html.indexOf("</head>"));
    const title = /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? "";
    expect(title).toContain("Hostile &#60;/script&#62;&#60;script&#62;alert(2)&#60;/script&#62;");
    const description = /<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? "";
    expect(description).toContain("&#60;img src=x onerror=alert(1)&#62;");
  });

  test("JSON-LD cannot close its script element, and reads back intact", () => {
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((match) => match[1] ?? "");
    expect(blocks).toHaveLength(1);
    const [block = ""] = blocks;
    expect(block).not.toMatch(/[<>]/);
    const data = JSON.parse(block) as { name: string; description: string };
    expect(data.name).toBe(HOSTILE_NAME);
    expect(data.description).toBe(PAYLOAD);
  });

  test("the dehydrated state carries the text as data and reads back intact", () => {
    const state = /<script type="application\/json" id="app-state">([\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(state).toBeTruthy();
    expect(state).not.toMatch(/[<>]/);
    expect(JSON.stringify(JSON.parse(state ?? "null"))).toContain(JSON.stringify(PAYLOAD));
  });
});

describe("mails", () => {
  test("a loan request's name and notes, and the lender's name, are escaped in both mails", async () => {
    const email = "hostile.visitor@example.com";
    const response = await ctx.client().request({
      method: "POST",
      url: "/api/loan-requests/anonymous",
      headers: { "x-forwarded-for": "203.0.113.77" },
      payload: {
        email,
        phone: "5125550142",
        creditScore: "700",
        experience: "1-2",
        lenderIds: [lenderId],
        request: validRequest({ customName: `Flip ${IMG}`.slice(0, 100), notes: PAYLOAD }),
      },
    });
    expect(response.statusCode, response.body).toBe(202);

    const [lenderMail] = await ctx.mailsTo(LENDER_EMAIL);
    const [confirmation] = await ctx.mailsTo(email);
    for (const [label, mail] of [
      ["lender notification", lenderMail],
      ["visitor confirmation", confirmation],
    ] as const) {
      expect(mail, label).toBeDefined();
      const html = mail?.html ?? "";
      expectInert(html, label);
      expect(html, label).toContain("&#60;img src=x onerror=alert(1)&#62;");
      // The plain-text part keeps the words as typed.
      expect(mail?.text, label).toContain(PAYLOAD);
    }
    expect(confirmation?.html).toContain("Hostile &#60;/script&#62;&#60;script&#62;");

    // The development outbox shows the subject (with the lender's name) and the mail escaped.
    const list = await ctx.app.inject("/dev/mail");
    expectInert(list.body, "outbox list");
    const shown = await ctx.app.inject(`/dev/mail/${confirmation?.id}`);
    expectInert(shown.body, "outbox mail");
  });

  test("every part of the mail layout escapes what it is given", () => {
    const mail = renderActionMail({
      to: "someone@example.com",
      subject: `Subject ${IMG}`,
      heading: `Heading ${CLOSE}`,
      intro: `Intro ${IMG}`,
      rows: [{ label: `Label ${IMG}`, value: `Value ${CLOSE}` }],
      notes: PAYLOAD,
      action: { label: `Action ${IMG}`, url: `https://example.com/?q="><script>alert(3)</script>` },
      outro: `Outro ${IMG}`,
      supportEmail: `support@example.com"><img src=x onerror=alert(4)>`,
      footerLinks: [{ label: `Footer ${IMG}`, url: `https://example.com/"onmouseover="alert(5)` }],
    });
    expectInert(mail.html, "layout");
    expect(mail.html).not.toContain('"><script>');
    expect(mail.html).not.toContain('"onmouseover="');
  });
});

describe("the web app", () => {
  // React writes text as text; these are the ways around it. Biome's recommended rules refuse
  // dangerouslySetInnerHTML (lint/security/noDangerouslySetInnerHtml); this covers the DOM APIs.
  const HTML_SINKS =
    /\.(innerHTML|outerHTML)\s*=|insertAdjacentHTML\(|document\.write\(|dangerouslySetInnerHTML/;

  test("no source file writes HTML into the page", () => {
    const root = fileURLToPath(new URL("../web", import.meta.url));
    // Shipped code only: a test may put server-rendered HTML into a container to hydrate it.
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((file) =>
      HTML_SINKS.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
