// @vitest-environment jsdom
/**
 * Issue 34: the frame, the cards' Get Quote and the server's native selects are written as the
 * markup Mantine's components render (mantine-markup.ts, native-select-markup.tsx), so that a
 * server render does not pay a component per box. Each is compared here with what Mantine
 * writes for the same props, in the app's provider: a Mantine upgrade that changes a class, a
 * CSS variable or an attribute fails here, not silently on screen.
 */
import {
  Anchor,
  Button,
  Container,
  Group,
  MantineProvider,
  NativeSelect,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import type { CSSProperties, ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Link, MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { theme } from "@/web/app/theme";
import { NativeSelectMarkup } from "@/web/features/lenders/components/native-select-markup";
import { Logo, LogoMark } from "./logo";
import {
  ANCHOR_CLASS,
  BUTTON_CLASS,
  BUTTON_INNER_CLASS,
  BUTTON_LABEL_CLASS,
  CONTAINER_CLASS,
  CONTAINER_LG,
  DEFAULT_BUTTON_STYLE,
  FILLED_BUTTON_STYLE,
  GROUP_CLASS,
  groupStyle,
  rem,
  STACK_CLASS,
  stackStyle,
  TEXT_CLASS,
  TITLE_CLASS,
  textSize,
  titleOrder,
} from "./mantine-markup";

/** Markup in the app's provider; React's ids and Mantine's empty class attributes set aside. */
function markup(element: ReactElement): string {
  return renderToStaticMarkup(
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false}>
      <MemoryRouter>{element}</MemoryRouter>
    </MantineProvider>,
  )
    .replaceAll(/_R_[0-9a-z]+_/g, "ID")
    .replaceAll(' class=""', "");
}

function expectSame(plain: ReactElement, mantine: ReactElement) {
  expect(markup(plain)).toBe(markup(mantine));
}

test("NativeSelectMarkup is NativeSelect's markup (label, size, name, form, options, value)", () => {
  const data = [
    { value: "", label: "Any state" },
    { value: "TX", label: "Texas" },
  ];
  for (const size of ["sm", "md"] as const) {
    const plain = markup(
      <NativeSelectMarkup
        label="State"
        size={size}
        className="extra"
        name="location"
        form="filters"
        data={data}
        defaultValue="TX"
      />,
    );
    const mantine = markup(
      <NativeSelect
        label="State"
        size={size}
        className="extra"
        name="location"
        form="filters"
        data={data}
        defaultValue="TX"
      />,
    );
    expect(plain).toBe(mantine);
    expect(plain).toContain('<option value="TX" selected="">Texas</option>');
  }
});

test("Button markup: filled (Get Quote, Sign up) and default (Sign in) variants", () => {
  expectSame(
    <button style={FILLED_BUTTON_STYLE} className={BUTTON_CLASS} type="button" aria-label="Go">
      <span className={BUTTON_INNER_CLASS}>
        <span className={BUTTON_LABEL_CLASS}>Get Quote</span>
      </span>
    </button>,
    <Button aria-label="Go">Get Quote</Button>,
  );
  expectSame(
    <Link style={DEFAULT_BUTTON_STYLE} className={BUTTON_CLASS} data-variant="default" to="/auth">
      <span className={BUTTON_INNER_CLASS}>
        <span className={BUTTON_LABEL_CLASS}>Sign in</span>
      </span>
    </Link>,
    <Button component={Link} to="/auth" variant="default">
      Sign in
    </Button>,
  );
});

test("Logo is Group + Text's markup at the header's and footer's sizes", () => {
  for (const size of [28, 32]) {
    expectSame(
      <Logo size={size} />,
      <Group gap={Math.round(size / 4)} wrap="nowrap" component="span">
        <LogoMark size={size} />
        <Text
          component="span"
          fw={800}
          fz={Math.round(size * 0.62)}
          lh={1}
          c="var(--mantine-color-text)"
          style={{ letterSpacing: "-0.01em", whiteSpace: "nowrap" }}
        >
          Lender
          <Text component="span" inherit c="lane.7">
            Lane
          </Text>
        </Text>
      </Group>,
    );
  }
});

test("Container, Stack, Group, Title, Text and Anchor as the frame writes them", () => {
  expectSame(
    <div
      style={{ ...CONTAINER_LG, paddingBlock: "var(--mantine-spacing-xl)" } as object}
      className={CONTAINER_CLASS}
      data-size="lg"
      data-strategy="block"
    />,
    <Container py="xl" />,
  );
  expectSame(<div style={stackStyle(rem(4))} className={STACK_CLASS} />, <Stack gap={4} />);
  expectSame(
    <div
      style={groupStyle("var(--mantine-spacing-md)", { justify: "space-between", wrap: "nowrap" })}
      className={GROUP_CLASS}
    />,
    <Group justify="space-between" wrap="nowrap" />,
  );
  expectSame(
    <h2 style={titleOrder(2) as CSSProperties} className={TITLE_CLASS} data-order="2">
      Legal
    </h2>,
    <Title order={2}>Legal</Title>,
  );
  expectSame(
    <p
      style={{ ...textSize("xs"), color: "var(--mantine-color-dimmed)" }}
      className={TEXT_CLASS}
      data-size="xs"
    >
      x
    </p>,
    <Text size="xs" c="dimmed">
      x
    </Text>,
  );
  expectSame(
    <Link
      style={{ ...textSize("sm"), color: "var(--mantine-color-text)" }}
      className={ANCHOR_CLASS}
      data-size="sm"
      data-underline="hover"
      to="/terms"
    >
      Terms
    </Link>,
    <Anchor component={Link} to="/terms" size="sm" c="var(--mantine-color-text)" underline="hover">
      Terms
    </Anchor>,
  );
});
