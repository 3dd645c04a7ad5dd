/**
 * LenderLane theme: a calm, deep "lane" blue on white, system fonts, soft radii.
 *
 * WCAG 2.x contrast of the primary palette (relative luminance; AA needs ≥ 4.5:1 for body text).
 * Mantine (light scheme) uses, for primaryShade = 7:
 *   - filled buttons/badges:   white on lane-7 #275896 ........ 7.19:1
 *   - filled hover:            white on lane-8 #1f4979 ........ 9.18:1
 *   - anchors, outline, text:  lane-7 on white ................ 7.19:1 (6.82:1 on gray-0 #f8f9fa)
 *   - light/subtle variants:   lane-9 #173a61 on lane-1 ....... 9.24:1 (7.24:1 on lane-2 hover)
 * For reference lane-6 (#3469b0) would still pass (5.54:1 with white); lane-5 would not (4.10:1).
 * Mantine's own teal-6 (#12b886) gives only 2.55:1 with white, which is why it is not used.
 *
 * Two Mantine defaults also fail AA on white and are raised in {@link cssVariablesResolver}:
 *   - dimmed text gray-6 #868e96 (3.32:1) → #5c6670 (5.85:1 on white, 5.55:1 on gray-0)
 *   - error text red-6 #fa5252 (3.28:1)  → red-9 #c92a2a (5.46:1)
 *   - placeholder gray-5 #adb5bd (2.07:1) → #6c757d (4.69:1); inputs also have visible labels
 *
 *   - light-variant text (Badge, Alert, ThemeIcon variant="light") is shade 9 on shade 1, which
 *     fails for ten of Mantine's palettes (yellow 2.69:1, green 3.81:1, red 3.76:1 on the
 *     shade-2 hover): {@link LIGHT_VARIANT_TEXT} darkens those to ≥ 4.6:1 on shades 1 and 2
 *     (light-variant-colors.test.ts checks every palette).
 *
 * Component defaults below carry the shared accessibility fixes (issue 18, WCAG 2.2 AA), so every
 * screen inherits them instead of repeating them:
 *   - Modal, Drawer and Notification close buttons have a name (4.1.2); a screen that passes its
 *     own closeButtonProps must give its own aria-label too (the object replaces this default).
 *   - Modal and Drawer headers are plain divs: Mantine's <header> inside the dialog was exposed
 *     as a second 'banner' landmark.
 *   - Menus have no focusable presentational placeholder (opening one focuses its first item).
 *   - PasswordInput's show/hide toggle is in the tab order (2.1.1; Mantine takes it out).
 *   - Tooltips stay open while the pointer moves onto them, Escape closes them (1.4.13).
 *   - Anchors are underlined, so links inside text are not told apart by colour alone (1.4.1);
 *     navigation lists (footer, tables of contents) opt out with underline="hover".
 * Input and checkbox borders (1.4.11) and toast descriptions (1.4.3) are raised in global.css.
 */
import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from "@mantine/core";

/** Names of the icon-only close buttons (WCAG 4.1.2). */
export const CLOSE_LABELS = {
  dialog: "Close dialog",
  drawer: "Close",
  notification: "Close notification",
} as const;

const lane: MantineColorsTuple = [
  "#eef4fb",
  "#dbe7f5",
  "#b7cfeb",
  "#8fb3de",
  "#6896d0",
  "#4a7fc4",
  "#3469b0",
  "#275896",
  "#1f4979",
  "#173a61",
];

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

export const theme: MantineThemeOverride = createTheme({
  primaryColor: "lane",
  primaryShade: 7,
  colors: { lane },
  black: "#1b2430",
  fontFamily: systemFonts,
  fontFamilyMonospace:
    'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: { fontFamily: systemFonts, fontWeight: "700" },
  defaultRadius: "md",
  cursorType: "pointer",
  focusRing: "auto",
  respectReducedMotion: true,
  components: {
    Anchor: { defaultProps: { underline: "always" } },
    Container: { defaultProps: { size: "lg" } },
    Modal: { defaultProps: { closeButtonProps: { "aria-label": CLOSE_LABELS.dialog } } },
    ModalHeader: { defaultProps: { component: "div" } },
    Drawer: { defaultProps: { closeButtonProps: { "aria-label": CLOSE_LABELS.drawer } } },
    DrawerHeader: { defaultProps: { component: "div" } },
    Notification: {
      defaultProps: { closeButtonProps: { "aria-label": CLOSE_LABELS.notification } },
    },
    // Mantine's focus placeholder is a focusable role="presentation" child of role="menu"
    // (axe: aria-required-children); menus put data-autofocus on their first item instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    PasswordInput: { defaultProps: { visibilityToggleFocusable: true } },
    Tooltip: { defaultProps: { interactive: true, closeDelay: 100 } },
  },
});

/**
 * Text colour of the light variant per Mantine palette whose shade 9 is too light on its own
 * shade 1/2 background (shade 9 darkened until it reaches 4.6:1 on both).
 */
export const LIGHT_VARIANT_TEXT: Record<string, string> = {
  red: "#ad2424",
  violet: "#5939b8",
  indigo: "#3249b7",
  blue: "#165a9a",
  cyan: "#0a697a",
  teal: "#077050",
  green: "#237133",
  lime: "#48730a",
  yellow: "#a15300",
  orange: "#a9380c",
};

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...Object.fromEntries(
      Object.entries(LIGHT_VARIANT_TEXT).map(([name, color]) => [
        `--mantine-color-${name}-light-color`,
        color,
      ]),
    ),
    "--mantine-color-dimmed": "#5c6670",
    "--mantine-color-error": "var(--mantine-color-red-9)",
    "--mantine-color-placeholder": "#6c757d",
  },
  dark: {},
});
