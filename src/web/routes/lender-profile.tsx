import { useParams } from "react-router";
import { PlaceholderPage } from "@/web/components/placeholder-page";

/** Spec 2 'Lender public profile'. Placeholder until the lender profile issue. */
export default function LenderProfileRoute() {
  const { slug } = useParams();
  return (
    <PlaceholderPage
      title="Lender Profile"
      description={`The public profile of lender "${slug ?? ""}" is coming soon.`}
    />
  );
}
