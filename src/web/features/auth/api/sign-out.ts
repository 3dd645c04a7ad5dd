import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { notify } from "@/web/lib/notify";
import { meQueryKey } from "./get-me";

export async function signOut(): Promise<void> {
  // Loaded on demand: the auth client is not needed until someone signs in or out.
  const { authClient } = await import("@/web/lib/auth-client");
  const { error } = await authClient.signOut();
  if (error) throw new Error(error.message || "Could not sign out.");
}

/** Spec 2: sign out returns to / with a "Signed out" toast; failure is an "Error" toast. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // Show the signed-out header at once, then confirm with the server.
      queryClient.setQueryData(meQueryKey, null);
      await navigate("/");
      notify.success({ title: "Signed out" });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    onError: (error) => {
      notify.error({ title: "Error", message: error.message });
    },
  });
}
