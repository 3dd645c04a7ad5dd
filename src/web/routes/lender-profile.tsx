import { useParams } from "react-router";
import { LenderProfilePage } from "@/web/features/lender-profile/components/lender-profile-page";

/** Spec 2 'Lender public profile' (/lender/{slug}). */
export default function LenderProfileRoute() {
  const { slug = "" } = useParams();
  // Keyed by slug: moving to another lender starts from the top with fresh section state.
  return <LenderProfilePage key={slug} slug={slug} />;
}
