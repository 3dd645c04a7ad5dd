import { useSearchParams } from "react-router";
import { AUTH_NEXT_PARAM, authNextPath } from "@/domain/accounts/two-factor";

/**
 * The page's safe `next` (issue 31, /auth?next=…) as a hidden field, so a form posted without
 * JavaScript returns there as the script's flow does; nothing when there is none.
 */
export function AuthNextField() {
  const [params] = useSearchParams();
  const next = authNextPath(params);
  return next === null ? null : <input type="hidden" name={AUTH_NEXT_PARAM} value={next} />;
}
