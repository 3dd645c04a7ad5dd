/** The legal feature's public names: the two documents their routes render. */

export { PrivacyPolicy } from "./components/privacy-policy";
export { TermsOfService } from "./components/terms-of-service";
