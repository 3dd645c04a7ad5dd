import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createUserWithPassword } from "../../db/factories";
import { createTestContext, type TestContext } from "../../test/test-app";

/** Every auth endpoint the web uses answers the same for known and unknown emails. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const password = "s3cret-pass";

describe("no account enumeration", () => {
  const known = "enum.known@example.com";
  beforeAll(async () => {
    await createUserWithPassword({ db: ctx.db, auth: ctx.auth, email: known, password });
  });

  /** A sign-up answer without what differs anyway: the address, a new id, timestamps. */
  const shape = (body: { user: Record<string, unknown> }) => {
    const { id, email, createdAt, updatedAt, ...user } = body.user;
    return { ...body, user: { ...user, id: typeof id, createdAt: typeof createdAt } };
  };

  test("sign-up", async () => {
    const signUp = (email: string) =>
      ctx.client().post("/api/auth/sign-up/email", { email, password, name: "" });
    const a = await signUp(known);
    const b = await signUp("enum.new@example.com");
    expect(a.statusCode).toBe(b.statusCode);
    expect(shape(a.json())).toEqual(shape(b.json()));
    expect(a.json().user.email).toBe(known);
  });

  test("password sign-in", async () => {
    const a = await ctx
      .client()
      .post("/api/auth/sign-in/email", { email: known, password: "wrong-one" });
    const b = await ctx
      .client()
      .post("/api/auth/sign-in/email", { email: "enum.nobody@example.com", password: "wrong-one" });
    expect([a.statusCode, a.json()]).toEqual([b.statusCode, b.json()]);
    expect(a.statusCode).toBe(401);
  });

  test("magic link and password reset", async () => {
    for (const [path, body] of [
      ["/api/auth/sign-in/magic-link", { callbackURL: "/auth" }],
      ["/api/auth/request-password-reset", { redirectTo: "/reset-password" }],
    ] as const) {
      const a = await ctx.client().post(path, { ...body, email: known });
      const b = await ctx.client().post(path, { ...body, email: "enum.ghost@example.com" });
      expect([a.statusCode, a.json()]).toEqual([b.statusCode, b.json()]);
      expect(a.statusCode).toBe(200);
    }
  });

  test("lender sign-up", async () => {
    const signUp = (email: string) =>
      ctx.client().post("/api/lender-signup", { companyName: "Enum Capital", email, password });
    const a = await signUp(known.toUpperCase());
    const b = await signUp("ENUM.NEW.LENDER@example.com");
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(Object.keys(a.json())).toEqual(Object.keys(b.json()));
    expect(a.json()).toEqual({ email: known });
    expect(b.json()).toEqual({ email: "enum.new.lender@example.com" });
  });
});
