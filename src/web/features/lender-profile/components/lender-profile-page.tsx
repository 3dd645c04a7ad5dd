import { getLenderMeta, PRODUCT_NAME } from "@/domain/site/route-meta";
import { useDocumentTitle } from "@/web/components/layout/document-title";
import { useRecordProfileView } from "@/web/features/lender-workspace";
import { useListingSearch } from "@/web/lib/listing-return";
import { useLenderProfile } from "../api/get-lender-profile";
import { backLink } from "../lib/profile-sections";
import { useMetaDescription } from "../lib/use-meta-description";
import { LenderNotFound } from "./lender-not-found";
import { LenderProfileError } from "./lender-profile-error";
import { LenderProfileSkeleton } from "./lender-profile-skeleton";
import { LenderProfileView } from "./lender-profile-view";

const NOT_FOUND_TITLE = `Lender Not Found | ${PRODUCT_NAME}`;

/** /lender/{slug}: loading skeleton, the profile, 'Lender Not Found' (404) or an error with retry. */
export function LenderProfilePage({ slug }: { slug: string }) {
  const back = backLink(useListingSearch());
  const query = useLenderProfile(slug);
  const profile = query.data;
  const notFound = profile === null;

  const meta = profile ? getLenderMeta(profile.lender) : undefined;
  useDocumentTitle(meta?.title ?? (notFound ? NOT_FOUND_TITLE : undefined));
  useMetaDescription(meta?.description);
  useRecordProfileView(slug, Boolean(profile));

  if (query.isPending) return <LenderProfileSkeleton />;
  if (profile === null) return <LenderNotFound back={back} />;
  if (query.isError || profile === undefined) {
    return (
      <LenderProfileError
        message={query.error?.message ?? ""}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        back={back}
      />
    );
  }
  return <LenderProfileView profile={profile} back={back} />;
}
