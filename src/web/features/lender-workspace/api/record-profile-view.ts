import { useEffect } from "react";
import { api } from "@/web/lib/api-client";

/**
 * Counts one view of a lender's public profile (POST /api/lenders/{slug}/views) once the
 * profile has loaded; the server keeps one per visitor per day and ignores bots. A failure
 * only loses a view, so it is not shown.
 */
export function useRecordProfileView(slug: string, loaded: boolean) {
  useEffect(() => {
    if (!loaded) return;
    api.post(`/api/lenders/${encodeURIComponent(slug)}/views`).catch(() => {});
  }, [slug, loaded]);
}
