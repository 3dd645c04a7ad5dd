/**
 * The development outbox holds live sign-in links (the demo admin's too): only clients on
 * this machine may read it (issue 10, item 2).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mailOutbox } from "../../db/schema";
import { isLoopbackAddress } from "../../lib/loopback-address";
import { MAIL_KINDS } from "../../mail/templates";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  // No trusted proxy: the socket address is the client address.
  ctx = await createTestContext({ trustProxy: false });
  await ctx.db
    .insert(mailOutbox)
    .values({ to: "outbox.reader@example.com", subject: "Hello", html: "", text: "x", links: [] });
});
afterAll(() => ctx.close());

const urls = ["/dev/mail", "/api/dev/mail", "/dev/mail/00000000-0000-4000-8000-000000000000"];

describe("development outbox", () => {
  test.each(["127.0.0.1", "::1", "::ffff:127.0.0.1"])("is served to %s", async (address) => {
    const response = await ctx.app.inject({ url: "/api/dev/mail", remoteAddress: address });
    expect(response.statusCode).toBe(200);
    expect(response.json().mails.length).toBeGreaterThan(0);
    expect((await ctx.app.inject({ url: "/dev/mail", remoteAddress: address })).statusCode).toBe(
      200,
    );
  });

  test.each(urls)("%s answers 404 to a client on the network", async (url) => {
    const response = await ctx.app.inject({ url, remoteAddress: "192.168.1.20" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("outbox.reader");
  });

  test("loopback addresses", () => {
    expect(isLoopbackAddress("127.0.0.1")).toBe(true);
    expect(isLoopbackAddress("127.8.0.1")).toBe(true);
    expect(isLoopbackAddress("::1")).toBe(true);
    expect(isLoopbackAddress("::ffff:127.0.0.1")).toBe(true);
    expect(isLoopbackAddress("10.0.0.1")).toBe(false);
    expect(isLoopbackAddress("::ffff:10.0.0.1")).toBe(false);
    expect(isLoopbackAddress("fe80::1")).toBe(false);
  });
});

describe("mail template previews", () => {
  const samples = MAIL_KINDS.flatMap((kind) =>
    Object.entries(kind.samples).map(([name, render]) => ({ kind: kind.id, name, render })),
  );

  test("/dev/mail lists every kind of mail, each sample linked as HTML and as text", async () => {
    const page = (await ctx.app.inject("/dev/mail")).body;
    for (const { kind, name } of samples) {
      expect(page).toContain(`<a href="/dev/mail/templates/${kind}/${name}">HTML</a>`);
      expect(page).toContain(`<a href="/dev/mail/templates/${kind}/${name}/text">text</a>`);
    }
    expect(page).toContain("<strong>magic-link</strong>");
    expect(page).toContain("Your LenderLane sign-in link");
  });

  test.each(samples)("$kind / $name: the HTML part and the text part", async (sample) => {
    const mail = sample.render();
    const shown = await ctx.app.inject(`/dev/mail/templates/${sample.kind}/${sample.name}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(shown.body).toBe(mail.html);
    const text = await ctx.app.inject(`/dev/mail/templates/${sample.kind}/${sample.name}/text`);
    expect(text.statusCode).toBe(200);
    expect(text.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(text.body).toBe(mail.text);
  });

  test.each([
    "/dev/mail/templates/no-such-kind/default",
    "/dev/mail/templates/magic-link/no-such-sample",
    "/dev/mail/templates/magic-link/constructor/text",
  ])("%s is 404", async (url) => {
    expect((await ctx.app.inject(url)).statusCode).toBe(404);
  });

  test("malformed names are refused before any lookup", async () => {
    expect((await ctx.app.inject("/dev/mail/templates/Magic_Link/default")).statusCode).toBe(400);
  });

  test.each([
    "/dev/mail/templates/magic-link/default",
    "/dev/mail/templates/magic-link/default/text",
  ])("%s answers 404 to a client on the network", async (url) => {
    const response = await ctx.app.inject({ url, remoteAddress: "192.168.1.20" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("sign-in");
  });
});
