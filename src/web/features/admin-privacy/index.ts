/** The admin's privacy log (issue 33): requests to know and to delete. */
export {
  PRIVACY_KIND_LABELS,
  PRIVACY_LOG_EMPTY,
  PrivacyRequestsScreen,
} from "./components/privacy-requests-screen";
