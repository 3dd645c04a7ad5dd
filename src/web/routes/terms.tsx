import { TermsOfService } from "@/web/features/legal";

/** Spec 1 and 2: legal pages (/terms). */
export default function TermsRoute() {
  return <TermsOfService />;
}
