/** The admin lenders feature's public names: the screens its routes render. */

export { LenderCreateScreen } from "./components/lender-create-screen";
export { LenderDetailScreen } from "./components/lender-detail-screen";
export { LendersList } from "./components/lenders-list";
