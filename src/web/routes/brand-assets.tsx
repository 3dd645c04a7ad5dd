import { BrandAssetsPage } from "@/web/features/brand-assets/components/brand-assets-page";

/** Spec 2 'Brand assets' (/brand-assets). */
export default function BrandAssetsRoute() {
  return <BrandAssetsPage />;
}
