/** The two-factor feature's public names (issue 33). */
export { AdminEnrolmentRequired } from "./components/admin-enrolment-required";
export { TwoFactorCard } from "./components/two-factor-card";
export { TwoFactorChallenge } from "./components/two-factor-challenge";
export { actorWithTwoFactor } from "./lib/actor";
