import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { previousSubmissionsFoundToast } from "@/domain/toast-messages";
import { api } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import { useMe } from "./get-me";

/**
 * Attaches the anonymous loan requests sent with the signed-in user's email to their account
 * (spec 4 'Inquiry linking'). Idempotent: a second call links nothing.
 */
export function linkInquiries(): Promise<{ linked: number }> {
  return api.post<{ linked: number }>("/api/me/link-inquiries");
}

/** 'Previous Submissions Found' when something was linked; the lists that show it reload. */
export function useLinkInquiries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkInquiries,
    onSuccess: async ({ linked }) => {
      if (linked <= 0) return;
      const toast = previousSubmissionsFoundToast(linked);
      notify.success({ title: toast.title, message: toast.text });
      await queryClient.invalidateQueries();
    },
  });
}

/** Tab-scoped record of the account whose inquiries were linked since it signed in. */
const LINKED_FOR_KEY = "lenderlane.inquiries-linked-for";

function readLinkedFor(): string | null {
  try {
    return window.sessionStorage.getItem(LINKED_FOR_KEY);
  } catch {
    return null;
  }
}

function writeLinkedFor(userId: string | null) {
  try {
    if (userId) window.sessionStorage.setItem(LINKED_FOR_KEY, userId);
    else window.sessionStorage.removeItem(LINKED_FOR_KEY);
  } catch {
    // Storage may be unavailable (private mode); linking then runs once per page load.
  }
}

/**
 * Runs the linking once after each sign-in, whichever way it happened: password (in the app),
 * a magic link or a verification link (both land on a fresh page load). A sign-in is a signed-in
 * account this tab has not linked for yet; seeing the signed-out state forgets the account, so
 * signing in again (even as the same user) links again, while reloads and navigation do not.
 * Mounted once, in the app layout.
 */
export function useLinkInquiriesAfterSignIn() {
  const { data: me } = useMe();
  const { mutate } = useLinkInquiries();
  const inFlightFor = useRef<string | null>(null);
  const userId = me === undefined ? undefined : (me?.user.id ?? null);

  useEffect(() => {
    if (userId === undefined) return; // not answered yet, or the API is unreachable
    if (userId === null) {
      writeLinkedFor(null);
      return;
    }
    if (readLinkedFor() === userId || inFlightFor.current === userId) return;
    inFlightFor.current = userId;
    writeLinkedFor(userId);
    mutate(undefined, {
      // Try again on the next page load.
      onError: () => writeLinkedFor(null),
      onSettled: () => {
        inFlightFor.current = null;
      },
    });
  }, [userId, mutate]);
}
