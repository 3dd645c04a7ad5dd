import { useSearchParams } from "react-router";
import { safeNextPath, TWO_FACTOR_NEXT_PARAM } from "@/domain/accounts/two-factor";
import { TwoFactorChallenge } from "@/web/features/two-factor";

/** /auth/two-factor (issue 33): the code after the password or magic link. */
export default function AuthTwoFactorRoute() {
  const [params] = useSearchParams();
  return <TwoFactorChallenge next={safeNextPath(params.get(TWO_FACTOR_NEXT_PARAM))} />;
}
