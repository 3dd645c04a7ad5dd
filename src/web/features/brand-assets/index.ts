/** The brand assets feature's public names: the page its route renders. */

export { BrandAssetsPage } from "./components/brand-assets-page";
