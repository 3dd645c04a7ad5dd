import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { ACCOUNT_TOASTS } from "@/domain/site/toast-messages";
import { notify } from "@/web/lib/notify";
import { meQueryKey } from "./me";

export async function signOut(): Promise<void> {
  // Loaded on demand: the auth client is not needed until someone signs in or out.
  const { authClient } = await import("@/web/lib/auth-client");
  const { error } = await authClient.signOut();
  if (error) throw new Error(error.message || "Could not sign out.");
}

/** Spec 2: sign out returns to / with a 'Signed out' toast; failure is 'Error' with the message. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // Show the signed-out header at once.
      queryClient.setQueryData(meQueryKey, null);
      await navigate("/");
      // The account's data must not linger for whoever signs in next on this tab.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== meQueryKey[0] && !query.isActive(),
      });
      notify.success({
        title: ACCOUNT_TOASTS.signedOut.title,
        message: ACCOUNT_TOASTS.signedOut.text,
      });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    onError: (error) => {
      notify.error({ title: "Error", message: error.message });
    },
  });
}
