import { useLocation } from "react-router";
import { getLenderMeta, PRODUCT_NAME } from "@/domain/route-meta";
import { useDocumentTitle } from "@/web/components/layout/document-title";
import { useRecordProfileView } from "@/web/features/lender-workspace/api/record-profile-view";
import { isApiError } from "@/web/lib/api-client";
import { useLenderProfile } from "../api/get-lender-profile";
import { useMetaDescription } from "../hooks/use-meta-description";
import { backLink } from "../utils/profile-sections";
import { LenderNotFound } from "./lender-not-found";
import { LenderProfileError } from "./lender-profile-error";
import { LenderProfileSkeleton } from "./lender-profile-skeleton";
import { LenderProfileView } from "./lender-profile-view";

const NOT_FOUND_TITLE = `Lender Not Found | ${PRODUCT_NAME}`;

/** /lender/{slug}: loading skeleton, the profile, 'Lender Not Found' (404) or an error with retry. */
export function LenderProfilePage({ slug }: { slug: string }) {
  const { search } = useLocation();
  const back = backLink(search);
  const query = useLenderProfile(slug);
  const notFound = isApiError(query.error) && query.error.status === 404;

  const meta = query.data ? getLenderMeta(query.data.lender) : undefined;
  useDocumentTitle(meta?.title ?? (notFound ? NOT_FOUND_TITLE : undefined));
  useMetaDescription(meta?.description);
  useRecordProfileView(slug, query.data !== undefined);

  if (query.isPending) return <LenderProfileSkeleton />;
  if (notFound) return <LenderNotFound back={back} />;
  if (query.isError) {
    return (
      <LenderProfileError
        message={query.error.message}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        back={back}
      />
    );
  }
  return <LenderProfileView profile={query.data} back={back} />;
}
