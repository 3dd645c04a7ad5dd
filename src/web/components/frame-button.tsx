// mantine-css-sheets: UnstyledButton Button
import type { ButtonHTMLAttributes, CSSProperties, ReactNode, Ref } from "react";
import { Link, type LinkProps } from "react-router";

/**
 * The frame's buttons and button-like links (header, Products, route error screen) drawn with
 * the markup, classes and attributes Mantine's Button renders for them, so Mantine's
 * Button.layer.css styles them as before (the sheets are named in the first line for
 * `npm run mantine-css`). Mantine's Button brought Loader (three spinners), Transition and its
 * polymorphic machinery into every first visit for a few links that never load or disable.
 * frame-button.test.tsx renders both and expects the same markup.
 *
 * Variants are the ones the frame uses: filled (Mantine's default, no `data-variant`),
 * `default` and `subtle`, in the theme's primary colour and default size.
 */
export type FrameButtonVariant = "filled" | "default" | "subtle";

/** What Mantine's variant resolver writes on the root for the theme's primary colour. */
const VARIANT_VARS: Record<FrameButtonVariant, CSSProperties> = {
  filled: { "--button-color": "var(--mantine-color-white)" } as CSSProperties,
  default: {
    "--button-bg": "var(--mantine-color-default)",
    "--button-hover": "var(--mantine-color-default-hover)",
    "--button-color": "var(--mantine-color-default-color)",
    "--button-bd":
      "calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)",
  } as CSSProperties,
  subtle: {
    "--button-bg": "transparent",
    "--button-hover": "var(--mantine-color-lane-light-hover)",
    "--button-color": "var(--mantine-color-lane-light-color)",
    "--button-bd": "calc(0.0625rem * var(--mantine-scale)) solid transparent",
  } as CSSProperties,
};

const ROOT_CLASS =
  "mantine-focus-auto mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root";

interface FrameButtonLook {
  variant?: FrameButtonVariant;
  /** Content after the label (an icon), as Button's `rightSection`. */
  rightSection?: ReactNode;
  children: ReactNode;
}

function rootProps({ variant = "filled", rightSection }: FrameButtonLook) {
  return {
    style: VARIANT_VARS[variant],
    className: ROOT_CLASS,
    "data-variant": variant === "filled" ? undefined : variant,
    "data-with-right-section": rightSection ? true : undefined,
  };
}

function Inner({ rightSection, children }: FrameButtonLook) {
  return (
    <span className="m_80f1301b mantine-Button-inner">
      <span className="m_811560b9 mantine-Button-label">{children}</span>
      {rightSection ? (
        <span className="m_a74036a mantine-Button-section" data-position="right">
          {rightSection}
        </span>
      ) : null}
    </span>
  );
}

type FrameButtonProps = FrameButtonLook &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children" | "className" | "style" | "type"> & {
    ref?: Ref<HTMLButtonElement>;
  };

/** A `<button type="button">` that looks like Mantine's Button. */
export function FrameButton({ variant, rightSection, children, ...others }: FrameButtonProps) {
  return (
    <button {...rootProps({ variant, rightSection, children })} type="button" {...others}>
      <Inner rightSection={rightSection}>{children}</Inner>
    </button>
  );
}

type FrameButtonLinkProps = FrameButtonLook & Omit<LinkProps, "children" | "className" | "style">;

/** A router link that looks like Mantine's Button (`<Button component={Link}>`). */
export function FrameButtonLink({
  variant,
  rightSection,
  children,
  ...others
}: FrameButtonLinkProps) {
  return (
    <Link {...rootProps({ variant, rightSection, children })} {...others}>
      <Inner rightSection={rightSection}>{children}</Inner>
    </Link>
  );
}
