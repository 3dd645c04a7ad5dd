/**
 * The account forms posted without JavaScript (issue 30): POST /auth/form/* with a form body
 * signs in (the session cookie as the JSON flow sets it) and answers 303 to the next page, or
 * 303 back to the form's page with the failure's code and what was typed, never the password.
 * Another site's post is refused; the JSON flow's limits still count.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SIGN_IN_THROTTLE } from "../../auth/auth-limits";
import { createUserWithPassword } from "../../db/factories";
import { profiles, users } from "../../db/schema";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let addresses = 0;
/** A browser's form post: form-encoded, from our own page, from an address of its own. */
function postForm(
  client: TestClient,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return client.request({
    method: "POST",
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "same-origin",
      "sec-fetch-mode": "navigate",
      "x-forwarded-for": `198.51.100.${++addresses}`,
      ...headers,
    },
  });
}

const location = (response: { headers: Record<string, unknown> }) =>
  new URL(String(response.headers.location), "http://localhost");

describe("password sign-in form", () => {
  const email = "form.signin@example.com";
  const password = "right-pass-1";
  beforeAll(async () => {
    await createUserWithPassword({ db: ctx.db, auth: ctx.auth, email, password });
  });

  test("signs in: the session cookie is set and the answer goes to /dashboard", async () => {
    const client = ctx.client();
    const response = await postForm(client, "/auth/form/sign-in", {
      email,
      password,
      from: "auth",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/dashboard");
    expect(response.headers["cache-control"]).toBe("no-store");
    const cookies = [response.headers["set-cookie"]].flat().join("\n");
    expect(cookies).toMatch(/session_token=[^;]+;.*HttpOnly/i);
    expect((await client.get("/api/me")).json()).toMatchObject({ user: { email } });
  });

  test("a form posted by our own page, which says Origin: null (no-referrer), signs in", async () => {
    const client = ctx.client();
    const response = await postForm(
      client,
      "/auth/form/sign-in",
      { email, password, from: "lender-login" },
      { origin: "null", "sec-fetch-site": "same-origin", "sec-fetch-dest": "document" },
    );
    expect(response.headers.location).toBe("/dashboard");
    expect((await client.get("/api/me")).json()).toMatchObject({ user: { email } });
  });

  test("a wrong password goes back to the Password tab with the code and the email", async () => {
    const client = ctx.client();
    const response = await postForm(client, "/auth/form/sign-in", {
      email,
      password: "wrong-pass-1",
      from: "auth",
    });
    expect(response.statusCode).toBe(303);
    const back = location(response);
    expect(back.pathname).toBe("/auth");
    expect(Object.fromEntries(back.searchParams)).toEqual({
      tab: "password",
      email,
      form: "signIn",
      form_error: "invalid_email_or_password",
    });
    expect(String(response.headers.location)).not.toContain("wrong-pass-1");
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect((await client.get("/api/me")).json()).toBeNull();
  });

  test("from /lender-login it goes back to /lender-login", async () => {
    const response = await postForm(ctx.client(), "/auth/form/sign-in", {
      email,
      password: "wrong-pass-2",
      from: "lender-login",
    });
    expect(`${location(response).pathname}${location(response).search}`).toBe(
      `/lender-login?email=${encodeURIComponent(email)}&form=signIn&form_error=invalid_email_or_password`,
    );
  });

  test("an empty password is refused by the form's schema, before better-auth", async () => {
    const response = await postForm(ctx.client(), "/auth/form/sign-in", { email, password: "" });
    expect(location(response).searchParams.get("form_error")).toBe("validation_failed");
  });

  test("the guessing throttle still counts: too_many_attempts after the limit", async () => {
    const target = "form.throttle@example.com";
    await createUserWithPassword({ db: ctx.db, auth: ctx.auth, email: target, password });
    const codes: (string | null)[] = [];
    for (let i = 0; i <= SIGN_IN_THROTTLE.maxFailuresPerEmail; i++) {
      const response = await postForm(ctx.client(), "/auth/form/sign-in", {
        email: target,
        password: `wrong-${i}-pass`,
      });
      codes.push(location(response).searchParams.get("form_error"));
    }
    expect(codes.at(-2)).toBe("invalid_email_or_password");
    expect(codes.at(-1)).toBe("too_many_attempts");
    // Even the right password waits now.
    const right = await postForm(ctx.client(), "/auth/form/sign-in", { email: target, password });
    expect(location(right).searchParams.get("form_error")).toBe("too_many_attempts");
    expect(right.headers["set-cookie"]).toBeUndefined();
  });

  test("another site's post is refused before anything runs", async () => {
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { origin: "null", "sec-fetch-site": "cross-site" },
    ];
    for (const headers of foreign) {
      const response = await postForm(
        ctx.client(),
        "/auth/form/sign-in",
        { email, password },
        headers,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: "forbidden_origin" } });
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
  });
});

describe("sign-up form", () => {
  test("creates the account, mails the link and shows the sign-up form's notice", async () => {
    const email = "form.signup@example.com";
    const response = await postForm(ctx.client(), "/auth/form/sign-up", {
      email,
      password: "new-pass-1",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      "/auth?tab=password&create=1&form=signUp&form_done=sign-up",
    );
    const [mail] = await ctx.mailsTo(email);
    expect(mail?.subject).toBe("Confirm your LenderLane email address");
  });

  test("a too short password comes back as validation_failed, the email kept", async () => {
    const response = await postForm(ctx.client(), "/auth/form/sign-up", {
      email: "short@example.com",
      password: "abc",
    });
    expect(Object.fromEntries(location(response).searchParams)).toEqual({
      tab: "password",
      create: "1",
      email: "short@example.com",
      form: "signUp",
      form_error: "validation_failed",
    });
  });
});

describe("magic link form", () => {
  test("sends the link, and a second press within the lock says magic_link_locked", async () => {
    const email = "form.magic@example.com";
    const first = await postForm(ctx.client(), "/auth/form/magic-link", { email });
    expect(first.headers.location).toBe(
      `/auth?email=${encodeURIComponent(email)}&form=magicLink&form_done=magic-link`,
    );
    expect(await ctx.mailsTo(email)).toHaveLength(1);
    const second = await postForm(ctx.client(), "/auth/form/magic-link", { email });
    expect(location(second).searchParams.get("form_error")).toBe("magic_link_locked");
  });
});

describe("lender sign-up form", () => {
  test("creates a pending lender and goes to /auth's confirm-your-email notice", async () => {
    const email = "form.lender@example.com";
    const response = await postForm(ctx.client(), "/auth/form/lender-signup", {
      companyName: "Form Lending",
      email,
      password: "lender-pass-1",
      website: "",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `/auth?tab=password&lender_signed_up=${encodeURIComponent(email)}`,
    );
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    const [profile] = await ctx.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, user?.id ?? ""));
    expect(profile).toMatchObject({ userType: "lender", approvalStatus: "pending" });
  });

  test("a missing company name goes back with what was typed, not the password", async () => {
    const response = await postForm(ctx.client(), "/auth/form/lender-signup", {
      companyName: " ",
      email: "typed@example.com",
      password: "secret-pass-9",
      website: "https://typed.example.com",
    });
    const back = location(response);
    expect(back.pathname).toBe("/lender-signup");
    expect(Object.fromEntries(back.searchParams)).toEqual({
      email: "typed@example.com",
      website: "https://typed.example.com",
      form: "lenderSignup",
      form_error: "validation_failed",
    });
    expect(String(response.headers.location)).not.toContain("secret-pass-9");
  });
});

describe("the hidden next field (issue 31: /auth?next=… without JavaScript)", () => {
  const password = "next-pass-1";
  const invitation = "/team-invitation?token=abc123";
  /** Addresses that leave the site (or would, once a browser drops the tab): never followed. */
  const HOSTILE = [
    "//evil.example",
    "/\t/evil.example",
    "https://evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
  ];
  let n = 0;
  const newUser = async () => {
    const email = `form.next.${++n}@example.com`;
    await createUserWithPassword({ db: ctx.db, auth: ctx.auth, email, password });
    return email;
  };
  const mailedCallback = async (email: string) => {
    const [mail] = await ctx.mailsTo(email);
    const link = (mail?.links ?? []).find((href) => href.includes("callbackURL="));
    return link ? new URL(link).searchParams.get("callbackURL") : null;
  };

  test("a password sign-in returns to a safe next path", async () => {
    const client = ctx.client();
    const email = await newUser();
    const response = await postForm(client, "/auth/form/sign-in", {
      email,
      password,
      from: "auth",
      next: invitation,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(invitation);
    expect((await client.get("/api/me")).json()).toMatchObject({ user: { email } });
  });

  test("a hostile next is the dashboard", async () => {
    const email = await newUser();
    for (const next of HOSTILE) {
      const response = await postForm(ctx.client(), "/auth/form/sign-in", {
        email,
        password,
        from: "auth",
        next,
      });
      expect(response.statusCode, next).toBe(303);
      expect(response.headers.location, next).toBe("/dashboard");
    }
  });

  test("a refused sign-in goes back with next kept, and a hostile next is dropped", async () => {
    const email = await newUser();
    const wrong = { email, password: "wrong-pass-7", from: "auth" };
    const kept = await postForm(ctx.client(), "/auth/form/sign-in", { ...wrong, next: invitation });
    expect(location(kept).searchParams.get("next")).toBe(invitation);
    const dropped = await postForm(ctx.client(), "/auth/form/sign-in", {
      ...wrong,
      next: "//evil.example",
    });
    expect(location(dropped).searchParams.has("next")).toBe(false);
    expect(location(dropped).searchParams.get("form_error")).toBe("invalid_email_or_password");
  });

  test("the magic link and the sign-up confirmation link return to next", async () => {
    const magic = "form.next.magic@example.com";
    const sent = await postForm(ctx.client(), "/auth/form/magic-link", {
      email: magic,
      next: invitation,
    });
    expect(location(sent).searchParams.get("next")).toBe(invitation);
    expect(await mailedCallback(magic)).toBe(invitation);

    const signUp = "form.next.signup@example.com";
    const created = await postForm(ctx.client(), "/auth/form/sign-up", {
      email: signUp,
      password,
      next: invitation,
    });
    expect(location(created).searchParams.get("form_done")).toBe("sign-up");
    // better-auth adds its own marker (link=confirmation) to the confirmation's return.
    expect(await mailedCallback(signUp)).toMatch(/^\/team-invitation\?token=abc123(&|$)/);
  });

  test("a hostile next leaves the mailed links at their usual pages", async () => {
    const magic = "form.next.hostile.magic@example.com";
    await postForm(ctx.client(), "/auth/form/magic-link", {
      email: magic,
      next: "https://evil.example",
    });
    expect(await mailedCallback(magic)).toBe("/dashboard?welcome=1");
    const signUp = "form.next.hostile.signup@example.com";
    await postForm(ctx.client(), "/auth/form/sign-up", {
      email: signUp,
      password,
      next: "/\t/evil.example",
    });
    expect(await mailedCallback(signUp)).toMatch(/^\/auth(\?|$)/);
  });
});

test("a form body is read by these routes only: the JSON API still answers 415 to one", async () => {
  const response = await postForm(ctx.client(), "/api/lender-signup", { email: "x@example.com" });
  expect(response.statusCode).toBe(415);
});
