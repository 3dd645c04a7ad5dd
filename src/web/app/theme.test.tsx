// @vitest-environment jsdom
import { Drawer, Modal, PasswordInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { act, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderWithProviders } from "@/web/test/render";
import { CLOSE_LABELS } from "./theme";

// Issue 18: the shared accessibility fixes live in the theme's component defaults, so every
// screen's dialogs, sheets, toasts and password fields get them without asking.

test("a Modal's close button is named and its header is no 'banner' landmark (WCAG 4.1.2)", async () => {
  renderWithProviders(
    <Modal opened onClose={() => {}} title="Edit Profile">
      body
    </Modal>,
  );
  const dialog = await screen.findByRole("dialog", { name: "Edit Profile" });
  expect(screen.getByRole("button", { name: CLOSE_LABELS.dialog })).toBeInTheDocument();
  expect(dialog.querySelector("header")).toBeNull();
});

test("a Drawer's close button is named unless the screen names it itself", async () => {
  renderWithProviders(
    <Drawer opened onClose={() => {}} title="Filters">
      body
    </Drawer>,
  );
  expect(await screen.findByRole("button", { name: CLOSE_LABELS.drawer })).toBeInTheDocument();
  expect(screen.getByRole("dialog").querySelector("header")).toBeNull();
});

test("every toast's close button is named", async () => {
  renderWithProviders(<p>page</p>);
  act(() => {
    notifications.show({ title: "Signed out", message: "You have been signed out." });
  });
  expect(await screen.findByRole("button", { name: CLOSE_LABELS.notification })).toBeVisible();
});

test("the password show/hide toggle is in the tab order (WCAG 2.1.1)", async () => {
  const { user } = renderWithProviders(<PasswordInput label="Password" />);
  await user.tab();
  expect(screen.getByLabelText("Password")).toHaveFocus();
  await user.tab();
  expect(screen.getByRole("button", { name: "Toggle password visibility" })).toHaveFocus();
});
