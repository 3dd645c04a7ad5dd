/** The request confirmation feature's public names: the screen its route renders. */

export { RequestConfirmationScreen } from "./components/request-confirmation-screen";
