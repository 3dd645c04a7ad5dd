/** The next-step feature's public names: the screen its route renders. */

export { NextStepScreen } from "./components/next-step-screen";
