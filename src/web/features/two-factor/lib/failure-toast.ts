import { twoFactorFailureText } from "@/domain/accounts/two-factor";
import type { ToastMessage } from "@/domain/site/toast-messages";
import { isApiError } from "@/web/lib/api-client";

/** The failure toast of a two-factor call, by its code. */
export function failureToast(error: Error): ToastMessage {
  return { title: "Error", text: twoFactorFailureText(isApiError(error) ? error.code : null) };
}
