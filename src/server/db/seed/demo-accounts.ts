/**
 * Demo accounts (development only): one per role and lender approval state, all with the same
 * easy password. DEMO_ACCOUNTS is what the start script prints and the README lists.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { Auth } from "../../auth/auth";
import type { Executor } from "../client";
import { hashPassword, insertUser, type ProfileFields } from "../factories";
import { lenders, users } from "../schema";

export const DEMO_PASSWORD = "demo1234";
export const DEMO_ADMIN_EMAIL = "admin@example.com";
/**
 * Issue 33: the demo admin's authenticator, fixed (development only) so a newcomer can sign in:
 * add it to an authenticator app, or `npm run admin:totp` prints the current code. Base32, 20
 * bytes, as authenticator apps take it.
 */
export const DEMO_ADMIN_TOTP_SECRET = "JBSWY3DPEHPK3PXPLENDERLANEDEMO2A";
/** The demo admin's backup codes (each works once per database). */
export const DEMO_ADMIN_BACKUP_CODES = [
  "demo1-backu",
  "demo2-backu",
  "demo3-backu",
  "demo4-backu",
  "demo5-backu",
] as const;
/** The catalogue lender managed by the approved demo lender account. */
export const DEMO_LENDER_SLUG = "cedar-ridge-capital";
/**
 * A second approved lender account (issue 15): a borrower comparing offers needs offers from
 * two lenders, each sent from its own account.
 */
export const SECOND_DEMO_LENDER_SLUG = "stonefield-national-lending";
export const SECOND_DEMO_LENDER_EMAIL = "second.lender@example.com";

interface DemoAccountDefinition {
  role: string;
  email: string;
  description: string;
  profile: ProfileFields;
}

const DEFINITIONS: readonly DemoAccountDefinition[] = [
  {
    role: "Admin",
    email: DEMO_ADMIN_EMAIL,
    description: "Admin area: lenders, loan requests, users and lender approvals",
    profile: { userType: "admin", fullName: "Dana Whitfield", phone: "(212) 555-0110" },
  },
  {
    role: "Lender (approved)",
    email: "lender@example.com",
    description: "Lender dashboard of Cedar Ridge Capital, with borrower inquiries",
    profile: {
      userType: "lender",
      approvalStatus: "approved",
      fullName: "Morgan Ellis",
      companyName: "Cedar Ridge Capital",
      phone: "(512) 555-0142",
      website: "https://cedarridgecapital.example.com",
    },
  },
  {
    role: "Lender (approved, second)",
    email: SECOND_DEMO_LENDER_EMAIL,
    description: "Lender dashboard of Stonefield National Lending, to send competing offers",
    profile: {
      userType: "lender",
      approvalStatus: "approved",
      fullName: "Avery Quinn",
      companyName: "Stonefield National Lending",
      phone: "(214) 555-0163",
    },
  },
  {
    role: "Lender (pending)",
    email: "pending.lender@example.com",
    description: "Lender sign-up awaiting admin approval",
    profile: {
      userType: "lender",
      approvalStatus: "pending",
      fullName: "Riley Navarro",
      companyName: "Oxbow Bend Lending",
      website: "https://oxbowbendlending.example.com",
    },
  },
  {
    role: "Lender (rejected)",
    email: "rejected.lender@example.com",
    description: "Lender sign-up that an admin rejected",
    profile: {
      userType: "lender",
      approvalStatus: "rejected",
      fullName: "Casey Durant",
      companyName: "Overnight Equity Partners",
    },
  },
  {
    role: "Lender (team member)",
    email: "analyst@example.com",
    description: "A member seat of Cedar Ridge Capital's team: answers its requests (issue 31)",
    profile: {
      userType: "lender",
      approvalStatus: "approved",
      fullName: "Riley Chen",
      companyName: "Cedar Ridge Capital",
    },
  },
  {
    role: "Borrower",
    email: "borrower@example.com",
    description: "Borrower dashboard with active and archived loan requests in every status",
    profile: {
      userType: "borrower",
      fullName: "Jordan Blake",
      phone: "(512) 555-0187",
      creditScore: 712,
      experienceYears: "3-5",
    },
  },
];

export const DEMO_ACCOUNTS: {
  role: string;
  email: string;
  password: string;
  description: string;
}[] = DEFINITIONS.map(({ role, email, description }) => ({
  role,
  email,
  password: DEMO_PASSWORD,
  description,
}));

/** Whether the demo accounts are in this database (a database seeded otherwise has none). */
export async function hasDemoAccounts(db: Executor): Promise<boolean> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(inArray(users.email, emails));
  return (row?.count ?? 0) > 0;
}

/** The demo accounts as console lines, for the start script and `npm run db:seed`. */
export function formatDemoAccounts(): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
  return [
    `Demo accounts (password for all: ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map(
      // Role and email only: what each role can do is in the app (a description here goes stale).
      (account) => `  ${account.email.padEnd(width)}  ${account.role}`,
    ),
    `${DEMO_ADMIN_EMAIL} also asks for a two-factor code: \`npm run admin:totp\` prints it, or add`,
    `  the secret ${DEMO_ADMIN_TOTP_SECRET} to an authenticator app.`,
  ].join("\n");
}

/** One password hash per account, computed before the seeding transaction opens (it is slow). */
export async function hashDemoPasswords(auth: Auth): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const { email } of DEFINITIONS) hashes.set(email, await hashPassword(auth, DEMO_PASSWORD));
  return hashes;
}

/**
 * Inserts the demo users and links the approved lender to its catalogue lender (user id and
 * contact email). Returns the user ids by email.
 */
export async function insertDemoAccounts(
  tx: Executor,
  hashes: ReadonlyMap<string, string>,
  now: Date,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const [index, definition] of DEFINITIONS.entries()) {
    const passwordHash = hashes.get(definition.email);
    if (!passwordHash) throw new Error(`No password hash for ${definition.email}`);
    const { user } = await insertUser(tx, {
      email: definition.email,
      passwordHash,
      profile: definition.profile,
      createdAt: new Date(now.getTime() - (60 - index * 10) * 86_400_000),
    });
    ids.set(definition.email, user.id);
  }
  const lenderUser = ids.get("lender@example.com");
  const linked = await tx
    .update(lenders)
    .set({ userId: lenderUser, email: "lender@example.com" })
    .where(eq(lenders.slug, DEMO_LENDER_SLUG))
    .returning({ id: lenders.id });
  if (linked.length !== 1) throw new Error(`Demo lender ${DEMO_LENDER_SLUG} not found`);
  const second = await tx
    .update(lenders)
    .set({ userId: ids.get(SECOND_DEMO_LENDER_EMAIL), email: SECOND_DEMO_LENDER_EMAIL })
    .where(eq(lenders.slug, SECOND_DEMO_LENDER_SLUG))
    .returning({ id: lenders.id });
  if (second.length !== 1) throw new Error(`Demo lender ${SECOND_DEMO_LENDER_SLUG} not found`);
  return ids;
}
