/**
 * The one place where a press made before a page's code has arrived is kept (docs/decisions/
 * 2026-11-27-early-presses.md). The server writes this script into every server-rendered page,
 * before #root, so it runs before any of the page's buttons exists. Its capture listeners on the
 * window keep the clicks on buttons (and tabs, menus, anything with a popup) and the submits of
 * forms the browser cannot send itself (no `action`), while the page says they are pending: until
 * the app's code takes over, everything; then whatever sits in a late part whose code has not
 * arrived (web/lib/early-presses.tsx, which plays them again once they work). Links, native
 * controls and forms with an `action` need no help: the browser does their part.
 *
 * Issue 34: it also marks the page for a browser holding the sign-in hint cookie
 * (domain/accounts/sign-in-hint.ts), before the header is parsed: `data-signed-in-hint` on
 * `<html>` makes global.css hide the header's visitor-only links (Sign in, Sign up) while
 * keeping their room, since a signed-in user may be given the visitors' shared copy of the page
 * and the app fills in their own links once /api/me has answered (the header then drops the
 * mark, components/layout/header.tsx). Without JavaScript nothing is hidden.
 *
 * It is inline, so it runs without waiting for any file; the CSP allows exactly this text by
 * its hash (EARLY_PRESS_SCRIPT_HASH in script-src), never 'unsafe-inline'. `window.__earlyPresses`
 * is its contract with the app: `presses` (each target kept once, in order), `pending` and
 * `stop` (for tests).
 */
import { createHash } from "node:crypto";
import { SIGN_IN_HINT_ATTRIBUTE, SIGN_IN_HINT_COOKIE } from "@/domain/accounts/sign-in-hint";

/** The hint as hasSignInHint reads it: `ll_signed_in=1` as one of the cookies. */
const HINT_SCRIPT = `if(/(?:^|;\\s*)${SIGN_IN_HINT_COOKIE}=1(?:;|$)/.test(document.cookie))document.documentElement.setAttribute("${SIGN_IN_HINT_ATTRIBUTE}","");`;

export const EARLY_PRESS_SCRIPT = `(function(){${HINT_SCRIPT}var s={presses:[],pending:function(){return true}};window.__earlyPresses=s;var A='button,[role="button"],[role="tab"],[role="menuitem"],[aria-haspopup]';function k(e){var t=e.target;if(!(t instanceof Element)||!s.pending(t))return;if(e.type==="submit"){if(t.hasAttribute("action"))return;e.preventDefault();k2({type:"submit",target:t,submitter:e.submitter||null});return}var b=t.closest(A);if(!b||b.closest("a[href]")||b.matches("input,select,textarea,option")||(b.type==="submit"&&b.form))return;k2({type:"click",target:b})}function k2(p){for(var i=0;i<s.presses.length;i++)if(s.presses[i].target===p.target)return;s.presses.push(p)}s.stop=function(){removeEventListener("click",k,true);removeEventListener("submit",k,true)};addEventListener("click",k,true);addEventListener("submit",k,true)})();`;

/** The CSP source that allows the script (and no other inline script). */
export const EARLY_PRESS_SCRIPT_HASH = `'sha256-${createHash("sha256").update(EARLY_PRESS_SCRIPT).digest("base64")}'`;

export const EARLY_PRESS_SCRIPT_TAG = `<script>${EARLY_PRESS_SCRIPT}</script>`;
