import { useMutation } from "@tanstack/react-query";
import type { LenderSignup } from "@/domain/accounts/auth-schemas";
import type { LenderSignupBody, LenderSignupResponse } from "@/domain/contract/account";
import { LENDER_ACCOUNT_CREATED_TEXT } from "@/domain/site/toast-messages";
import { api } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";

/**
 * Creates a password account whose profile is a lender pending admin approval, and mails the
 * verification link (POST /api/lender-signup → 201 { email }). The body is the domain
 * lenderSignupSchema's output; the server validates it with the same schema (the contract's
 * lenderSignupBodySchema).
 */
export function signUpLender(input: LenderSignup): Promise<LenderSignupResponse> {
  return api.post<LenderSignupResponse>("/api/lender-signup", input satisfies LenderSignupBody);
}

/**
 * The success toast here (the form kit's rule): spec 8's lender text alone, one toast. The form
 * handles field errors and failures.
 */
export function useLenderSignup() {
  return useMutation({
    mutationFn: signUpLender,
    onSuccess: () => notify.success({ message: LENDER_ACCOUNT_CREATED_TEXT }),
  });
}
