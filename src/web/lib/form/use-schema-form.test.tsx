// @vitest-environment jsdom
import { Button, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { z } from "zod";
import { loanAmountSchema } from "@/domain/loan-requests/loan-amount-schema";
import { api } from "@/web/lib/api-client";
import { jsonResponse, renderWithProviders, validationErrorResponse } from "@/web/test/render";
import { MoneyField, PhoneField } from "./fields";
import { createSchemaFormContext } from "./form-context";
import { useSchemaForm } from "./use-schema-form";

const schema = z.object({
  name: z.string().trim().min(1, "Name is required"),
  amount: loanAmountSchema,
  phone: z.string(),
});

const [SectionProvider, useSectionForm] = createSchemaFormContext<typeof schema>();

/** A section in its own component, reading the page's form through the context. */
function ContactSection() {
  const form = useSectionForm();
  return <PhoneField {...form.getInputProps("phone")} />;
}

function DemoForm({ onSaved }: { onSaved?: (body: unknown) => void }) {
  const save = useMutation({
    mutationFn: (body: z.output<typeof schema>) => api.post<{ ok: true }>("/api/demo", body),
  });
  const form = useSchemaForm(schema, { name: "", amount: "", phone: "" });
  return (
    <SectionProvider form={form}>
      <form
        noValidate
        onSubmit={form.submit(save, {
          errorToast: { title: "Error", text: "Failed to save." },
          onSuccess: (_data, parsed) => onSaved?.(parsed),
        })}
      >
        <TextInput label="Name" {...form.getInputProps("name")} />
        <MoneyField label="Loan Amount" {...form.getInputProps("amount")} />
        <ContactSection />
        <Button type="submit">Save</Button>
      </form>
    </SectionProvider>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("useSchemaForm + submit", () => {
  test("client errors from the schema show on their fields and nothing is sent", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const { user } = renderWithProviders(<DemoForm />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Name is required")).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");
    expect(fetch).not.toHaveBeenCalled();
  });

  test("the parsed value is sent (money as dollars, trimmed text), typed through the fields", async () => {
    const fetch = vi.fn(async () => jsonResponse({ ok: true }));
    vi.stubGlobal("fetch", fetch);
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<DemoForm onSaved={onSaved} />);
    await user.type(screen.getByRole("textbox", { name: "Name" }), "  Jo  ");
    await user.type(screen.getByRole("textbox", { name: "Loan Amount" }), "250000x");
    await user.type(screen.getByRole("textbox", { name: "Phone Number" }), "5551234567");
    expect(screen.getByRole("textbox", { name: "Loan Amount" })).toHaveValue("$250,000");
    expect(screen.getByRole("textbox", { name: "Phone Number" })).toHaveValue("(555) 123-4567");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = { name: "Jo", amount: 250_000, phone: "(555) 123-4567" };
    expect(onSaved).toHaveBeenCalledWith(sent);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual(sent);
  });

  test("a typed decimal point never multiplies the amount: cents show while typing, drop on leaving, are never sent", async () => {
    const fetch = vi.fn(async () => jsonResponse({ ok: true }));
    vi.stubGlobal("fetch", fetch);
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<DemoForm onSaved={onSaved} />);
    const amount = screen.getByRole("textbox", { name: "Loan Amount" });
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Jo");
    await user.type(amount, "1,500,000.50");
    expect(amount).toHaveValue("$1,500,000.50");
    await user.tab();
    expect(amount).toHaveValue("$1,500,000");
    await user.clear(amount);
    await user.click(amount);
    await user.paste("15000.50");
    expect(amount).toHaveValue("$15,000.50");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalledWith({ name: "Jo", amount: 15_000, phone: "" });
  });

  test("a 400 with field messages puts them on the fields, without the fallback toast", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => validationErrorResponse({ phone: "Phone number is not reachable" })),
    );
    const { user } = renderWithProviders(<DemoForm />);
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Jo");
    await user.type(screen.getByRole("textbox", { name: "Loan Amount" }), "50000");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Phone number is not reachable")).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Phone Number" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(screen.queryByText("Failed to save.")).not.toBeInTheDocument();
  });

  test("any other failure shows the form's fallback toast", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse({ error: { code: "internal", message: "Boom" } }, 500)),
    );
    const { user } = renderWithProviders(<DemoForm />);
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Jo");
    await user.type(screen.getByRole("textbox", { name: "Loan Amount" }), "50000");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Failed to save.")).toBeVisible();
    expect(screen.getByText("Error")).toBeVisible();
  });
});
