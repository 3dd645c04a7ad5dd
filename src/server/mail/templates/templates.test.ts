/**
 * Every kind of mail, every sample (index.ts), rendered and compared with its committed
 * snapshot: __snapshots__/<kind>.<sample>.html and .txt hold the two parts as they are sent, so
 * a change of wording or markup shows in review as a diff of the mail itself. After an
 * intended change: `npx vitest run src/server/mail/templates -u`, and read the diff.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { MAIL_KINDS, type MailKind, mailSample } from "./index";

const samples = MAIL_KINDS.flatMap((kind) =>
  Object.entries(kind.samples).map(([name, render]) => [`${kind.id}.${name}`, render] as const),
);

describe.each(samples)("%s", (id, render) => {
  test("HTML", async () => {
    await expect(render().html).toMatchFileSnapshot(`__snapshots__/${id}.html`);
  });
  test("text", async () => {
    await expect(render().text).toMatchFileSnapshot(`__snapshots__/${id}.txt`);
  });
  test("recipient, subject and headers", () => {
    const mail = render();
    expect({ to: mail.to, subject: mail.subject, headers: mail.headers }).toMatchSnapshot();
  });
});

describe("the catalogue", () => {
  const folder = fileURLToPath(new URL(".", import.meta.url));
  const files = readdirSync(folder).filter(
    (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
  );

  test("every file that builds a mail is one kind, named after the file, and listed", async () => {
    // The layout and the shared helpers build no mail of their own.
    const helpers = new Set(["index.ts", "layout.ts", "mail-kind.ts", "loan-request-details.ts"]);
    for (const file of files.filter((name) => !helpers.has(name))) {
      const exports = Object.entries((await import(`./${file}`)) as Record<string, unknown>).filter(
        ([name]) => name.endsWith("Kind"),
      );
      expect(exports, file).toHaveLength(1);
      const kind = exports[0]?.[1] as MailKind;
      expect(kind.id, file).toBe(file.replace(/\.ts$/, ""));
      expect(MAIL_KINDS, file).toContain(kind);
    }
    expect(MAIL_KINDS).toHaveLength(files.length - helpers.size);
  });

  test("ids and sample names are lowercase words and dashes, each kind has a sample", () => {
    for (const kind of MAIL_KINDS) {
      expect(kind.id).toMatch(/^[a-z0-9-]+$/);
      expect(Object.keys(kind.samples).length, kind.id).toBeGreaterThan(0);
      for (const name of Object.keys(kind.samples)) expect(name).toMatch(/^[a-z0-9-]+$/);
    }
    expect(new Set(MAIL_KINDS.map((kind) => kind.id)).size).toBe(MAIL_KINDS.length);
  });

  test("mailSample finds a sample by its ids, and nothing else", () => {
    expect(mailSample("magic-link", "default")?.().subject).toBe("Your LenderLane sign-in link");
    expect(mailSample("magic-link", "nope")).toBeUndefined();
    expect(mailSample("nope", "default")).toBeUndefined();
    expect(mailSample("magic-link", "toString")).toBeUndefined();
    expect(mailSample("magic-link", "__proto__")).toBeUndefined();
  });
});
