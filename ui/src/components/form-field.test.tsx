import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FormField } from "./form-field";
import { Input } from "./ui/input";

const email = (props: { error?: string; hint?: string }) => (
  <FormField id="f-email" label="Email" optional="optional" {...props}>
    {(control) => <Input {...control} type="email" />}
  </FormField>
);

describe("FormField", () => {
  it("names its control by the label, marked optional, and leaves a valid one plain", () => {
    render(email({}));
    const input = screen.getByRole("textbox", { name: /^Email/ });
    expect(document.querySelector('label[for="f-email"]')).toHaveTextContent("Email (optional)");
    expect(input).toHaveAttribute("id", "f-email");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("ties the message and the hint to the control and marks it invalid", () => {
    render(email({ error: "Enter a valid email", hint: "Only the admin sees it" }));
    const input = screen.getByRole("textbox", { name: /^Email/ });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Enter a valid email Only the admin sees it");
    expect(screen.getByRole("alert")).toHaveAttribute("id", "f-email-error");
  });
});
