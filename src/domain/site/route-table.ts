/**
 * Page titles, descriptions and social-share texts per route (spec 2 'Route table').
 * Used by the server, which writes them into the HTML for crawlers, and by the browser,
 * which keeps document.title in step while navigating (loaded after the first screen:
 * components/layout/document-title.tsx). Unknown paths get the home values with a title of
 * their own, 'Page Not Found' (WCAG 2.4.2: each page is titled for what it is).
 */
import { LOAN_TYPE_INFO, LOAN_TYPES } from "../reference/loan-types";
import { PRODUCT_NAME, type RouteMeta } from "./route-meta";

const HOME: RouteMeta = {
  title: `${PRODUCT_NAME} | Compare Verified Private Real Estate Lenders`,
  description:
    "Compare verified private lenders for fix and flip, bridge, rental, commercial, land and construction loans. Get a match score and send loan requests in minutes.",
  ogTitle: `${PRODUCT_NAME}: find the best private lender for your next investment`,
  ogDescription:
    "Real-estate investors compare verified private lenders, see a match score and track every lender's response in one place.",
};

/** Unknown paths: the home description and share texts (spec 2), a title of their own. */
export const NOT_FOUND_META: RouteMeta = {
  ...HOME,
  title: `Page Not Found | ${PRODUCT_NAME}`,
  noIndex: true,
};

const ADMIN_DESCRIPTION = "Manage lenders, loan requests and users.";

/** Admin pages: each its own title (WCAG 2.4.2), none indexed. */
function adminMeta(page: string): RouteMeta {
  return {
    title: `${page} | Admin | ${PRODUCT_NAME}`,
    description: ADMIN_DESCRIPTION,
    noIndex: true,
  };
}

const LISTING_DESCRIPTIONS: Record<(typeof LOAN_TYPES)[number], string> = {
  fix_and_flip:
    "Compare private fix and flip lenders by rate, leverage, rehab funding and speed. Filter by state, loan amount, credit score and property type.",
  bridge:
    "Compare private bridge lenders for short-term financing. Filter by state, loan amount, credit score and property type.",
  rental_property:
    "Compare DSCR and rental property lenders for long-term investment financing. Filter by state, loan amount, credit score and property type.",
  commercial:
    "Compare private commercial real estate lenders for multifamily, mixed-use, retail and industrial properties.",
  land: "Compare private land lenders for raw land, lots and entitled parcels. Filter by state, loan amount and credit score.",
  construction:
    "Compare private ground-up construction lenders by leverage, draw terms and speed. Filter by state, loan amount and credit score.",
};

const STATIC_META: Record<string, RouteMeta> = {
  "/": HOME,
  "/auth": {
    title: `Sign In | ${PRODUCT_NAME}`,
    description: `Sign in or create your ${PRODUCT_NAME} account with a magic link or a password.`,
    noIndex: true,
  },
  "/auth/two-factor": {
    title: `Two-Factor Sign-In | ${PRODUCT_NAME}`,
    description: `Enter the code from your authenticator app to finish signing in to ${PRODUCT_NAME}.`,
    noIndex: true,
  },
  "/dashboard": {
    title: `Dashboard | ${PRODUCT_NAME}`,
    description: HOME.description,
    noIndex: true,
  },
  "/borrower-dashboard": {
    title: `My Loan Requests | ${PRODUCT_NAME}`,
    description: "Track your loan requests and every lender's response.",
    noIndex: true,
  },
  "/lender-dashboard": {
    title: `Lender Dashboard | ${PRODUCT_NAME}`,
    description: "Manage your lender profile and view borrower inquiries.",
    noIndex: true,
  },
  "/admin": adminMeta("Overview"),
  "/admin/lenders": adminMeta("Lenders"),
  "/admin/loan-requests": adminMeta("Loan Requests"),
  "/admin/users": adminMeta("Users"),
  "/admin/audit": adminMeta("Audit Log"),
  "/admin/reviews": adminMeta("Reviews"),
  "/admin/verifications": adminMeta("Verifications"),
  "/admin/privacy": adminMeta("Privacy Requests"),
  "/admin-legacy": {
    title: `Admin | ${PRODUCT_NAME}`,
    description: "Manage lenders, loan requests and users.",
    noIndex: true,
  },
  "/inquiry": {
    title: `Get Matched with Private Lenders | ${PRODUCT_NAME}`,
    description:
      "Tell us about your investment in two quick steps and connect with private lenders that fit your deal.",
  },
  "/profile": {
    title: `My Profile | ${PRODUCT_NAME}`,
    description: "Update your profile and password.",
    noIndex: true,
  },
  "/profile/notifications": {
    title: `Notification Settings | ${PRODUCT_NAME}`,
    description: `Choose which emails ${PRODUCT_NAME} sends you.`,
    noIndex: true,
  },
  "/lender-signup": {
    title: `Lender Sign Up | ${PRODUCT_NAME}`,
    description: `List your lending company on ${PRODUCT_NAME} and receive qualified borrower inquiries.`,
  },
  // A sign-in form: nothing to find by searching (docs/decisions/2026-11-27-one-url-per-page.md).
  "/lender-login": {
    title: `Lender Login | ${PRODUCT_NAME}`,
    description: `Sign in to your ${PRODUCT_NAME} lender account.`,
    noIndex: true,
  },
  "/unsubscribe": {
    title: `Email Notifications | ${PRODUCT_NAME}`,
    description: `Change the notification emails ${PRODUCT_NAME} sends you.`,
    noIndex: true,
  },
  "/saved-searches/unsubscribe": {
    title: `Saved Search Alerts | ${PRODUCT_NAME}`,
    description: `Stop the alert emails of a saved search on ${PRODUCT_NAME}.`,
    noIndex: true,
  },
  "/request-confirmation": {
    title: `Confirm Your Loan Request | ${PRODUCT_NAME}`,
    description: `Confirm or withdraw a loan request sent on ${PRODUCT_NAME} with your email.`,
    noIndex: true,
  },
  "/team-invitation": {
    title: `Team Invitation | ${PRODUCT_NAME}`,
    description: `Join a lender's team on ${PRODUCT_NAME}.`,
    noIndex: true,
  },
  "/next-step": {
    title: `More Lenders for Your Request | ${PRODUCT_NAME}`,
    description: `Send your loan request to the next best matching lenders on ${PRODUCT_NAME}.`,
    noIndex: true,
  },
  "/reset-password": {
    title: `Reset Password | ${PRODUCT_NAME}`,
    description: `Choose a new password for your ${PRODUCT_NAME} account.`,
    noIndex: true,
  },
  "/privacy": {
    title: `Privacy Policy | ${PRODUCT_NAME}`,
    description: `How ${PRODUCT_NAME} collects, uses and protects your information.`,
  },
  "/terms": {
    title: `Terms of Service | ${PRODUCT_NAME}`,
    description: `The terms that govern your use of the ${PRODUCT_NAME} marketplace.`,
  },
  "/calculators": {
    title: `Deal Calculators: Fix and Flip, DSCR and Bridge | ${PRODUCT_NAME}`,
    description:
      "Size a fix and flip, rental DSCR or bridge loan: maximum loan, cash needed, payment, DSCR, profit and return. Free, no sign-up; send the deal to a lender.",
  },
  "/brand-assets": {
    title: `Brand Assets | ${PRODUCT_NAME}`,
    description: `Download ${PRODUCT_NAME} logos and icons.`,
  },
};

for (const type of LOAN_TYPES) {
  const info = LOAN_TYPE_INFO[type];
  STATIC_META[info.route] = {
    title: `${info.label} Lenders | ${PRODUCT_NAME}`,
    description: LISTING_DESCRIPTIONS[type],
  };
}

/** A fixed page of the sitemap: its path, how often it changes and its priority (0.0-1.0). */
export interface SitemapPage {
  path: string;
  changefreq: "daily" | "weekly" | "monthly";
  priority: number;
}

/**
 * The sitemap's fixed pages (spec 2 'robots.txt and sitemap.xml': home 1.0 weekly, the six
 * loan type pages 0.9 weekly, privacy and terms 0.3 monthly), and the other pages of the table
 * that may be indexed: exactly the table's paths without `noIndex` (route-table.test.ts), so
 * the robots meta and the sitemap never disagree (docs/decisions/2026-11-27-one-url-per-page.md).
 */
export const SITEMAP_PAGES: readonly SitemapPage[] = [
  { path: "/", changefreq: "weekly", priority: 1 },
  ...LOAN_TYPES.map(
    (type): SitemapPage => ({
      path: LOAN_TYPE_INFO[type].route,
      changefreq: "weekly",
      priority: 0.9,
    }),
  ),
  { path: "/inquiry", changefreq: "monthly", priority: 0.5 },
  { path: "/calculators", changefreq: "monthly", priority: 0.6 },
  { path: "/lender-signup", changefreq: "monthly", priority: 0.5 },
  { path: "/brand-assets", changefreq: "monthly", priority: 0.3 },
  { path: "/privacy", changefreq: "monthly", priority: 0.3 },
  { path: "/terms", changefreq: "monthly", priority: 0.3 },
];

/** The route table's paths that crawlers may index (no `noIndex`). */
export function indexablePaths(): string[] {
  return Object.entries(STATIC_META)
    .filter(([, meta]) => !meta.noIndex)
    .map(([path]) => path);
}

const ADMIN_LOAN_REQUEST_META = adminMeta("Loan Request");
const ADMIN_USER_META = adminMeta("User");
const ADMIN_VERIFICATION_META = adminMeta("Lender Verification");

/**
 * Meta for a path (query string and trailing slash ignored). A lender profile gets the home
 * values until its own (getLenderMeta) are known; unknown paths get {@link NOT_FOUND_META}.
 */
export function getRouteMeta(pathname: string): RouteMeta {
  const clean = pathname.split("?")[0]?.replace(/\/+$/, "") || "/";
  const direct = STATIC_META[clean];
  if (direct) return direct;
  if (clean.startsWith("/admin/loan-requests/") && isAppPath(clean)) return ADMIN_LOAN_REQUEST_META;
  if (clean.startsWith("/admin/users/") && isAppPath(clean)) return ADMIN_USER_META;
  if (clean.startsWith("/admin/verifications/") && isAppPath(clean)) return ADMIN_VERIFICATION_META;
  return isAppPath(clean) ? HOME : NOT_FOUND_META;
}

/** Whether the web app has a page at this path (others show the not-found page, status 404). */
export function isAppPath(pathname: string): boolean {
  const clean = pathname.replace(/\/+$/, "") || "/";
  if (STATIC_META[clean]) return true;
  if (
    /^\/admin\/(lenders|users(\/[^/]+)?|loan-requests(\/[^/]+)?|verifications\/[^/]+)$/.test(clean)
  )
    return true;
  return /^\/lender\/[^/]+$/.test(clean);
}
