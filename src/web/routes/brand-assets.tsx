import { PlaceholderPage } from "@/web/components/placeholder-page";

/** Spec 2 'Brand assets'. Placeholder until the brand assets issue. */
export default function BrandAssetsRoute() {
  return (
    <PlaceholderPage title="Brand Assets" description="Logo and icon downloads are coming soon." />
  );
}
