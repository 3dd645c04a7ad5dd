/** The admin overview feature's public names: the screen its route renders. */

export { OverviewScreen } from "./components/overview-screen";
