/**
 * The auth feature's public names: the redirects other pages decide with. Its four screens are
 * imported by module by their pages (/auth, /lender-login, /lender-signup, /reset-password), so
 * that one page's first visit does not carry the others' styles (code-map decision, item 6).
 */

export { WELCOME_PARAM } from "./api/auth-error";
export { dashboardRedirect } from "./lib/dashboard-redirect";
