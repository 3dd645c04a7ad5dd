/**
 * POST /api/loan-requests/anonymous (issue 11, spec 7 submit-anonymous-loan): the visitor's
 * request and submissions in one transaction, the lender's and the visitor's mails, the same
 * answer whether or not the email has an account, the honeypot, the abuse limits, and the
 * request reaching the dashboard once its email's owner confirmed it (issue 27 item 5; the
 * confirmation link itself: loan-requests-confirmation.test.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { insertUser } from "../../db/factories";
import {
  ANONYMOUS_LOAN_REQUEST_LIMIT,
  TOO_MANY_LOAN_REQUESTS_MESSAGE,
} from "../../services/loan-requests/anonymous-limits";
import { loanRequestApi, validRequest } from "../../test/loan-request-api";
import { createTestContext, linkIn, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const api = loanRequestApi(() => ctx);
let n = 0;
const nextEmail = (label: string) => `${label}.${++n}@example.com`;
const nextAddress = () => `198.51.100.${++n}`;

function visitorBody(email: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    phone: "5125550142",
    creditScore: "690",
    experience: "1-2",
    request: validRequest(),
    ...extra,
  };
}

describe("a visitor's request", () => {
  test("is stored without a borrower, submitted, and both mails go out after the commit", async () => {
    const { lender } = await api.lender({
      companyName: "Bluebonnet Bridge Lending",
      email: "loans@bluebonnet.example.com",
    });
    const email = nextEmail("Visitor");
    const response = await api.anonymous(
      visitorBody(email, { lenderIds: [lender.id] }),
      nextAddress(),
    );
    expect(response.statusCode, response.body).toBe(202);
    const signupUrl = `/auth?${new URLSearchParams({ email, mode: "signup" })}`;
    expect(response.json()).toEqual({ signupUrl });

    const [row] = await api.inquiriesOf(email);
    expect(row).toMatchObject({
      borrowerId: null,
      lenderId: lender.id,
      contactPhone: "(512) 555-0142",
      creditScore: 690,
      experienceYears: "1-2",
      loanAmount: 250_000,
    });

    const [lenderMail] = await ctx.mailsTo("loans@bluebonnet.example.com");
    expect(lenderMail?.text).toContain(`Borrower email: ${email}`);
    expect(lenderMail?.text).toContain("Borrower phone: (512) 555-0142");
    expect(lenderMail?.text).toContain("Credit score: 690");

    const [confirmation] = await ctx.mailsTo(email);
    expect(confirmation?.subject).toBe("Your loan request to Bluebonnet Bridge Lending was sent");
    expect(confirmation?.text).toContain("$250,000");
    expect(confirmation?.text).toContain("Under contract, closing in 3 weeks.");
    // Issue 27 item 5: the mail's button confirms the request (it used to open sign-up).
    expect(linkIn(confirmation, "/request-confirmation?")).toMatch(
      /^http:\/\/localhost:3000\/request-confirmation\?token=[\w-]{43}$/,
    );
  });

  test("without lenders (the quote wizard) it is stored and confirmed to the visitor", async () => {
    const email = nextEmail("wizard");
    const response = await api.anonymous(visitorBody(email), nextAddress());
    expect(response.statusCode).toBe(202);
    expect(await api.inquiriesOf(email)).toHaveLength(1);
    const [confirmation] = await ctx.mailsTo(email);
    expect(confirmation?.subject).toBe("Your loan request was received");
  });

  test("the answer and the mail are the same whether or not the email has an account", async () => {
    const known = nextEmail("known");
    await insertUser(ctx.db, { email: known });
    const unknown = nextEmail("unknown");
    const answers = [];
    for (const email of [known, unknown]) {
      const response = await api.anonymous(visitorBody(email), nextAddress());
      answers.push({
        status: response.statusCode,
        body: JSON.stringify(response.json()).replace(encodeURIComponent(email), "EMAIL"),
      });
    }
    expect(answers[0]).toEqual(answers[1]);
    const [knownMail] = await ctx.mailsTo(known);
    const [unknownMail] = await ctx.mailsTo(unknown);
    expect(knownMail?.subject).toBe(unknownMail?.subject);
    // Each mail has its own confirmation token (issue 27 item 5); the rest is the same.
    const shape = (text: string | undefined, email: string) =>
      (text ?? "")
        .replaceAll(email, "E")
        .replaceAll(encodeURIComponent(email), "E")
        .replace(/token=[\w-]+/g, "token=T");
    expect(shape(knownMail?.text, known)).toBe(shape(unknownMail?.text, unknown));
    // Still anonymous: only its email's owner confirming it attaches it to the account.
    const [row] = await api.inquiriesOf(known);
    expect(row?.borrowerId).toBeNull();
  });

  test("bad fields are a 400 with field messages, and nothing is written", async () => {
    const before = await api.counts();
    const response = await api.anonymous(
      { ...visitorBody("not-an-email"), creditScore: "200", phone: "123" },
      nextAddress(),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual([
      "creditScore",
      "email",
      "phone",
    ]);
    expect(await api.counts()).toEqual(before);
  });

  test("an unknown lender is a 404 and nothing is written or mailed", async () => {
    const email = nextEmail("nolender");
    const before = await api.counts();
    const response = await api.anonymous(
      visitorBody(email, { lenderIds: ["00000000-0000-4000-8000-000000000009"] }),
      nextAddress(),
    );
    expect(response.statusCode).toBe(404);
    expect(await api.counts()).toEqual(before);
    expect(await ctx.mailsTo(email)).toEqual([]);
  });

  test("a signed-in caller is refused (403): accounts send requests as themselves", async () => {
    const client = await ctx.signedInClient(nextEmail("signedin"));
    const response = await client.post("/api/loan-requests/anonymous", visitorBody(nextEmail("x")));
    expect(response.statusCode).toBe(403);
  });
});

describe("the honeypot", () => {
  test("a filled 'website' gets the usual answer, but nothing is stored or mailed", async () => {
    const { lender } = await api.lender({ email: "honeypot@lender.example.com" });
    const email = nextEmail("bot");
    const before = await api.counts();
    const response = await api.anonymous(
      visitorBody(email, { lenderIds: [lender.id], website: "https://spam.example.com" }),
      nextAddress(),
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      signupUrl: `/auth?${new URLSearchParams({ email, mode: "signup" })}`,
    });
    expect(await api.counts()).toEqual(before);
    expect(await ctx.mailsTo(email)).toEqual([]);
    expect(await ctx.mailsTo("honeypot@lender.example.com")).toEqual([]);
  });
});

describe("abuse limits", () => {
  test(`at most ${ANONYMOUS_LOAN_REQUEST_LIMIT.maxPerAddress} an hour from one address`, async () => {
    const address = nextAddress();
    for (let i = 0; i < ANONYMOUS_LOAN_REQUEST_LIMIT.maxPerAddress; i += 1) {
      const ok = await api.anonymous(visitorBody(nextEmail("addr")), address);
      expect(ok.statusCode).toBe(202);
    }
    const email = nextEmail("addr.over");
    const refused = await api.anonymous(visitorBody(email), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: "too_many_requests",
      message: TOO_MANY_LOAN_REQUESTS_MESSAGE,
    });
    expect(refused.json().error.retryAfterSeconds).toBeGreaterThan(3500);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3500);
    expect(await api.inquiriesOf(email)).toEqual([]);
    // Another address is not affected.
    expect((await api.anonymous(visitorBody(email), nextAddress())).statusCode).toBe(202);
  });

  test(`at most ${ANONYMOUS_LOAN_REQUEST_LIMIT.maxPerEmail} an hour for one email, in any letter case`, async () => {
    const email = nextEmail("limited");
    for (let i = 0; i < ANONYMOUS_LOAN_REQUEST_LIMIT.maxPerEmail; i += 1) {
      const ok = await api.anonymous(
        visitorBody(i % 2 ? email.toUpperCase() : email),
        nextAddress(),
      );
      expect(ok.statusCode).toBe(202);
    }
    const refused = await api.anonymous(visitorBody(email), nextAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("too_many_requests");
    expect((await api.anonymous(visitorBody(nextEmail("other")), nextAddress())).statusCode).toBe(
      202,
    );
  });
});

describe("the request reaches the visitor's dashboard", () => {
  // Issue 27 item 5: signing in with the email no longer attaches the request by itself; the
  // email's owner must confirm it through the mailed link first.
  const confirmFromMail = async (email: string) => {
    const mail = (await ctx.mailsTo(email)).find((m) =>
      m.links.some((l) => l.includes("/request-confirmation?")),
    );
    const token = new URL(linkIn(mail, "/request-confirmation?")).searchParams.get("token");
    const response = await ctx
      .client()
      .post("/api/request-confirmations/confirm", { token: token ?? "" });
    expect(response.statusCode, response.body).toBe(200);
  };

  test("after confirming it from the mail and signing in with that email", async () => {
    const { lender } = await api.lender();
    const email = nextEmail("returning");
    await api.anonymous(visitorBody(email, { lenderIds: [lender.id] }), nextAddress());
    await confirmFromMail(email);
    const client = await ctx.signedInClient(email);
    const list = await client.get("/api/loan-requests");
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({
        userEmail: email,
        submissions: [expect.objectContaining({ lenderId: lender.id })],
      }),
    ]);
  });

  test("sent while already signed in elsewhere: it is listed once confirmed, not before", async () => {
    const email = nextEmail("twotabs");
    const client = await ctx.signedInClient(email);
    expect((await client.get("/api/loan-requests")).json().items).toEqual([]);
    await api.anonymous(visitorBody(email), nextAddress());
    expect((await client.get("/api/loan-requests")).json().items).toEqual([]);
    await confirmFromMail(email);
    expect((await client.get("/api/loan-requests")).json().items).toHaveLength(1);
  });
});
