// @vitest-environment jsdom
import {
  Anchor,
  Box,
  Burger,
  Button,
  Container,
  Group,
  Loader,
  MantineProvider,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  useMantineColorScheme,
  useMantineTheme,
} from "@mantine/core";
import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { LightMantineProvider } from "./mantine-provider";
import { cssVariablesResolver, theme } from "./theme";

function Probe() {
  const { colorScheme } = useMantineColorScheme();
  const { primaryColor, primaryShade, breakpoints } = useMantineTheme();
  return (
    <output data-color-scheme={colorScheme}>
      {JSON.stringify({ primaryColor, primaryShade, breakpoints })}
    </output>
  );
}

/** What the frame and the pages render: components, style props, responsive props, theme. */
const tree = (
  <>
    <Probe />
    <Container py={{ base: "xl", sm: 64 }}>
      <Group gap="sm" visibleFrom="sm" wrap="nowrap">
        <Button variant="subtle">Products</Button>
        <Button variant="default">Sign in</Button>
        <Loader size="sm" role="status" aria-label="Loading account" />
      </Group>
      <Burger hiddenFrom="sm" opened={false} aria-label="Open navigation" />
      <Title order={1} fz={{ base: 32, sm: 44 }} ta="center">
        Find the Best Private Lenders
      </Title>
      <Text c="dimmed" size="lg" maw={620} mx="auto">
        Compare
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
        <Stack gap="xs">
          <Anchor href="/terms" c="var(--mantine-color-text)" underline="hover">
            Terms of Service
          </Anchor>
        </Stack>
      </SimpleGrid>
      <Paper withBorder shadow="md" p={6}>
        <Box bg="gray.0" c="lane.7">
          x
        </Box>
      </Paper>
    </Container>
  </>
);

test("components render under the light provider exactly as under MantineProvider", () => {
  const mantine = renderToString(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      forceColorScheme="light"
      withCssVariables={false}
    >
      {tree}
    </MantineProvider>,
  );
  const light = renderToString(<LightMantineProvider theme={theme}>{tree}</LightMantineProvider>);
  // MantineClasses' <style> (hiddenFrom/visibleFrom) included.
  expect(mantine).toContain('data-mantine-styles="classes"');
  expect(mantine).toContain('data-color-scheme="light"');
  expect(light).toBe(mantine);
});

test("like MantineProvider, it turns on Mantine's reduced-motion rules on <html>", () => {
  document.documentElement.removeAttribute("data-respect-reduced-motion");
  render(<LightMantineProvider theme={theme}>{null}</LightMantineProvider>);
  expect(document.documentElement).toHaveAttribute("data-respect-reduced-motion", "true");
});
