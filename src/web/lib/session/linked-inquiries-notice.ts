/**
 * 'Previous Submissions Found' (spec 4 'Inquiry linking'), mounted once in the app layout. The
 * server attaches a user's earlier anonymous loan requests when a session is created and reports
 * how many in GET /api/me (`linkedInquiries`) until acknowledged. This hook only watches that
 * count: the work (toast, acknowledgement, reloading the inquiry lists) is in
 * `linked-inquiries.ts`, which loads the first time the count is above 0, so a visitor's first
 * download does not carry it.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useMe } from "./me";

export function useLinkedInquiriesNotice() {
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const shownFor = useRef<string | null>(null);
  const userId = me ? me.user.id : me; // undefined: not answered; null: signed out
  const count = me?.linkedInquiries ?? 0;

  useEffect(() => {
    if (userId === null) shownFor.current = null; // a later sign-in may link again
    if (!userId || count <= 0 || shownFor.current === userId) return;
    shownFor.current = userId;
    void import("./linked-inquiries").then(({ showLinkedInquiries }) =>
      showLinkedInquiries(queryClient, count),
    );
  }, [userId, count, queryClient]);
}
