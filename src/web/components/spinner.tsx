import type { HTMLAttributes } from "react";
import classes from "./spinner.module.css";

interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, "children" | "className"> {
  /** Mantine Loader's sizes: sm 22 px, md 36 px (the default). */
  size?: "sm" | "md";
}

/**
 * The look of Mantine's Loader (its default "oval" spinner) for the frame's waits: the page
 * loader and the header's account area. Mantine's Loader brought its bars and dots spinners and
 * its styles machinery into every first visit (spinner.module.css has the copied rules).
 */
export function Spinner({ size = "md", ...others }: SpinnerProps) {
  return <span className={classes.root} data-size={size === "md" ? undefined : size} {...others} />;
}
