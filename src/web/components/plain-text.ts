import classes from "./plain-text.module.css";

/**
 * Class names that draw Mantine's `<Text>` on a plain element (plain-text.module.css): the
 * size (as Text's `size`, md when not given) and any of dimmed / gray.7 colour, weight 400, 600
 * or 700, and `inherit`. For the lines a page repeats many times (the listing's cards), where
 * a Text component per line is what a server render spends its time on (issue 34).
 */
export type PlainTextSize = "xs" | "sm" | "md" | "lg";
export type PlainTextTrait = "dimmed" | "gray7" | "w400" | "w600" | "w700" | "inherit";

export function textClass(size: PlainTextSize, ...traits: (PlainTextTrait | false)[]): string {
  let name = `${classes.text} ${classes[size]}`;
  for (const trait of traits) if (trait) name += ` ${classes[trait]}`;
  return name;
}

/** Mantine's VisuallyHidden as a class. */
export const visuallyHidden = classes.visuallyHidden as string;
