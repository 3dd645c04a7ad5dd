import { TermsOfService } from "@/web/features/legal/components/terms-of-service";

/** Spec 1 and 2: legal pages (/terms). */
export default function TermsRoute() {
  return <TermsOfService />;
}
