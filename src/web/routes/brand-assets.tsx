import { BrandAssetsPage } from "@/web/features/brand-assets";

/** Spec 2 'Brand assets' (/brand-assets). */
export default function BrandAssetsRoute() {
  return <BrandAssetsPage />;
}
