/**
 * A time of zero without its unit (`animation-delay: 0` in Mantine's Loader sheet) is not a CSS
 * time: browsers drop the declaration and the HTML checker reports it in the pages that inline
 * the sheet (docs/decisions/2026-11-27-valid-html.md). Written as `0s`, it means what was meant.
 */
const TIME_PROPERTIES = /^(animation|transition)-(delay|duration)$/;
const unitlessZeroTime = {
  postcssPlugin: "unitless-zero-time",
  Declaration(decl) {
    if (TIME_PROPERTIES.test(decl.prop) && decl.value.trim() === "0") decl.value = "0s";
  },
};

module.exports = {
  plugins: [
    require("postcss-preset-mantine")(),
    require("postcss-simple-vars")({
      variables: {
        "mantine-breakpoint-xs": "36em",
        "mantine-breakpoint-sm": "48em",
        "mantine-breakpoint-md": "62em",
        "mantine-breakpoint-lg": "75em",
        "mantine-breakpoint-xl": "88em",
      },
    }),
    unitlessZeroTime,
  ],
};
