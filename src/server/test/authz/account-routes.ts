/**
 * The caller's own account: /api/me*, better-auth's /api/auth/* and lender sign-up. These act
 * on the signed-in caller only (there is no id to point at someone else): a visitor gets 401,
 * everyone signed in acts on their own account, and no answer carries another party's data.
 */
import { inArray } from "drizzle-orm";
import {
  accounts,
  consentRecords,
  notificationOptOuts,
  notificationSettings,
  profiles,
  twoFactors,
  users,
} from "../../db/schema";
import type { MatrixEntry } from "./matrix-entry";
import type { World } from "./world";

const actorIds = (world: World) =>
  Object.values(world.actors)
    .map((actor) => actor.userId)
    .filter((id): id is string => id !== null);

/** Every actor's profile and user row. */
const accountsState = async (world: World) => ({
  profiles: await world.ctx.db
    .select()
    .from(profiles)
    .where(inArray(profiles.id, actorIds(world))),
  users: await world.ctx.db
    .select()
    .from(users)
    .where(inArray(users.id, actorIds(world))),
});

/** Every actor's opt-outs, digest frequency and consent records (issue 31). */
const notificationState = async (world: World) => ({
  optOuts: await world.ctx.db
    .select()
    .from(notificationOptOuts)
    .where(inArray(notificationOptOuts.userId, actorIds(world))),
  settings: await world.ctx.db
    .select()
    .from(notificationSettings)
    .where(inArray(notificationSettings.userId, actorIds(world))),
  consents: await world.ctx.db
    .select()
    .from(consentRecords)
    .where(inArray(consentRecords.userId, actorIds(world))),
});

const OWN_SETTINGS =
  "Issue 31: the caller's own notification settings (there is no id to name someone else's).";

export const accountRoutes: MatrixEntry[] = [
  {
    route: "GET /api/me/notification-settings",
    policy: ["isSignedIn", "canChangeNotificationSettings"],
    expect: { visitor: 401, signedIn: 200 },
    note: OWN_SETTINGS,
    shows: {
      borrower: () => ["zqa-borrower@example.com"],
      lender2: () => ["zqb-lender@example.com"],
    },
  },
  {
    route: "PUT /api/me/notification-settings",
    policy: ["isSignedIn", "canChangeNotificationSettings"],
    expect: { visitor: 401, signedIn: 200 },
    note: `${OWN_SETTINGS} An empty change writes nothing, for every role.`,
    request: () => ({ url: "/api/me/notification-settings", payload: { kinds: {} } }),
    state: notificationState,
  },
  {
    route: "POST /profile/notifications",
    policy: ["isSignedIn", "canChangeNotificationSettings"],
    expect: { visitor: 401, signedIn: 303 },
    note:
      `${OWN_SETTINGS} The page's form without JavaScript: a redirect back to the page ` +
      "(notification-settings.test.ts).",
    request: () => ({
      url: "/profile/notifications",
      payload: "form=notification-settings&on=messages&on=offers&digestFrequency=hourly",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    }),
  },
  {
    route: "GET /api/me",
    policy: "public",
    expect: { everyone: 200 },
    note: "A visitor gets 200 null (the web asks on every page).",
    shows: {
      borrower: () => ["zqa-borrower@example.com"],
      lender2: () => ["zqb-lender@example.com"],
      admin: () => ["zqm-admin@example.com"],
    },
  },
  {
    route: "GET /api/auth/*",
    policy: "better-auth",
    expect: { everyone: 200 },
    note: "better-auth's catch-all; GET /api/auth/get-session stands for its reads (null for a visitor).",
    request: () => ({ url: "/api/auth/get-session" }),
    shows: {
      borrower2: () => ["zqb-borrower@example.com"],
      pendingLender: () => ["zqp-lender@example.com"],
    },
  },
  {
    route: "HEAD /api/auth/*",
    policy: "better-auth",
    expect: { everyone: 404 },
    note: "better-auth has no HEAD endpoints: its router answers 404 to everyone.",
    request: () => ({ url: "/api/auth/get-session" }),
  },
  {
    route: "POST /api/auth/*",
    policy: "better-auth",
    expect: { visitor: 401, signedIn: 200 },
    note: "better-auth's catch-all; revoke-other-sessions stands for its session-bound writes.",
    request: () => ({ url: "/api/auth/revoke-other-sessions", payload: {} }),
    state: accountsState,
  },
  {
    route: "POST /api/me/linked-inquiries/ack",
    policy: "isSignedIn",
    expect: { visitor: 401, signedIn: 204 },
    request: () => ({ url: "/api/me/linked-inquiries/ack", payload: {} }),
  },
  {
    route: "PATCH /api/me/profile",
    policy: ["isSignedIn", "canEditProfile"],
    expect: { visitor: 401, signedIn: 200 },
    request: () => ({ url: "/api/me/profile", payload: { experienceYears: "3-5" } }),
    state: accountsState,
  },
  {
    route: "POST /api/me/complete-profile",
    policy: "isSignedIn",
    expect: { visitor: 401, signedIn: 409 },
    note:
      "Profiles are completed once: nobody turns a borrower, admin or rejected lender into a " +
      "(new, pending) lender by re-running it.",
    request: () => ({
      url: "/api/me/complete-profile",
      payload: {
        fullName: "Sudden Switch",
        userType: "lender",
        companyName: "Sudden Lending",
        creditScore: 720,
      },
    }),
    state: accountsState,
  },
  {
    route: "POST /api/lender-signup",
    policy: "public",
    expect: { everyone: 201 },
    note: "Public sign-up; the answer is the same whether the email is known (no enumeration).",
    request: () => ({
      url: "/api/lender-signup",
      payload: {
        companyName: "Matrix Signup Lending",
        email: "matrix-signup@example.com",
        password: "matrix-pass-1",
      },
    }),
  },
  ...(
    [
      ["magic-link", "email=matrix-form-link%40example.com"],
      // A wrong password: a signed-in actor's session must not be replaced by the cell.
      ["sign-in", "email=matrix-form%40example.com&password=not-the-pass&from=auth"],
      ["sign-up", "email=matrix-form-signup%40example.com&password=matrix-pass-3"],
      [
        "lender-signup",
        "companyName=Matrix+Form+Lending&email=matrix-form-lender%40example.com&password=matrix-pass-4",
      ],
    ] as const
  ).map(
    ([form, payload]): MatrixEntry => ({
      route: `POST /auth/form/${form}`,
      policy: "public",
      expect: { everyone: 303 },
      note:
        "The account forms without JavaScript (issue 30): public like the JSON flow they call; " +
        "every answer is a redirect to the form's next page (auth-forms.test.ts).",
      request: () => ({
        url: `/auth/form/${form}`,
        payload,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
    }),
  ),
  {
    route: "GET /api/me/export",
    policy: ["isSignedIn", "canExportOwnData"],
    expect: { visitor: 401, signedIn: 200 },
    note: "Issue 33 'Download my data': the caller's own account only (there is no id to name).",
    shows: {
      borrower: () => ["zqa-borrower@example.com"],
      lender2: () => ["zqb-lender@example.com"],
    },
  },
  {
    route: "POST /api/me/delete",
    policy: ["isSignedIn", "canDeleteOwnAccount"],
    expect: { visitor: 401, signedIn: 400 },
    note:
      "Issue 33 'Delete my account' acts on the caller only; the typed email must be the " +
      "caller's, so a body naming any other email deletes nothing (400 on confirmEmail). " +
      "The deletion itself and the last admin's 409: routes/account/privacy.test.ts.",
    request: () => ({
      url: "/api/me/delete",
      payload: { confirmEmail: "someone-else@example.com", password: null },
    }),
    state: accountsState,
  },
  {
    route: "POST /api/me/password",
    policy: "isSignedIn",
    expect: { visitor: 401, signedIn: 200 },
    note: "Adds a first password to each (magic-link) account; runs last, it rotates sessions.",
    request: () => ({ url: "/api/me/password", payload: { newPassword: "matrix-pass-2" } }),
    state: async (world) => ({
      ...(await accountsState(world)),
      accounts: await world.ctx.db
        .select()
        .from(accounts)
        .where(inArray(accounts.userId, actorIds(world))),
    }),
  },
];

/**
 * More of better-auth's endpoints behind its one catch-all row: the session list holds only
 * the caller's own sessions, and the endpoints switched off (DISABLED_AUTH_PATHS: our own
 * routes replace them) answer 404 to everyone and change nothing.
 */
/** Every actor's two-factor authenticator row (issue 33). */
const twoFactorState = async (world: World) =>
  world.ctx.db
    .select()
    .from(twoFactors)
    .where(inArray(twoFactors.userId, actorIds(world)))
    .orderBy(twoFactors.userId);

export const authEndpointCells: MatrixEntry[] = [
  {
    route: "GET /api/auth/* (list-sessions)",
    policy: "better-auth",
    expect: { visitor: 401, signedIn: 200 },
    request: () => ({ url: "/api/auth/list-sessions" }),
  },
  {
    route: "POST /api/auth/* (two-factor/enable)",
    policy: "canEnrolTwoFactor",
    expect: { visitor: 401, borrowers: 403, lenders: 200, unapprovedLenders: 200, admin: 400 },
    note:
      "Issue 33: admins and lenders may enrol (the gate asks canEnrolTwoFactor), borrowers get " +
      "403; the actors have no password, so their session is the proof; the admin is already " +
      "enrolled (400 TOTP_ALREADY_ENABLED). Enrolment waits for the first code: nothing is on.",
    request: () => ({ url: "/api/auth/two-factor/enable", payload: {} }),
    state: twoFactorState,
  },
  {
    route: "POST /api/auth/* (two-factor/generate-backup-codes)",
    policy: "canEnrolTwoFactor",
    expect: { visitor: 401, borrowers: 403, lenders: 400, unapprovedLenders: 400, admin: 200 },
    note: "New backup codes for an enrolled account only (lenders here are not enrolled: 400).",
    request: () => ({ url: "/api/auth/two-factor/generate-backup-codes", payload: {} }),
    state: twoFactorState,
  },
  {
    route: "POST /api/auth/* (update-user, disabled)",
    policy: "better-auth",
    expect: { everyone: 404 },
    request: () => ({ url: "/api/auth/update-user", payload: { name: "Renamed By Matrix" } }),
    state: accountsState,
  },
  {
    route: "POST /api/auth/* (change-password, disabled)",
    policy: "better-auth",
    expect: { everyone: 404 },
    request: () => ({
      url: "/api/auth/change-password",
      payload: { currentPassword: "x", newPassword: "matrix-pass-3" },
    }),
    state: accountsState,
  },
];
