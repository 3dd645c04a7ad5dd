/** The profile feature's public names: what other features import from it. */
export { EditProfileDialog } from "./components/edit-profile-dialog";
