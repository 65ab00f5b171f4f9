// @vitest-environment jsdom
/** Mantine's own words in the page's language: the password field's show/hide button (src/web/base-providers.tsx). */
import { PasswordInput } from "@mantine/core";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BaseProviders } from "../../../src/web/base-providers";
import { setLanguage } from "../../../src/web/i18n/language";
import "./render"; // jsdom's missing browser APIs for Mantine

afterEach(async () => {
  cleanup();
  await setLanguage("en");
});

describe("the password field's show/hide button", () => {
  it("is named in English, then in Spanish after a switch", async () => {
    render(
      <BaseProviders>
        <PasswordInput label="Password" />
      </BaseProviders>,
    );
    const toggle = () => document.querySelector(".mantine-PasswordInput-visibilityToggle");
    expect(toggle()?.getAttribute("aria-label")).toBe("Show or hide the password");
    await act(() => setLanguage("es"));
    expect(toggle()?.getAttribute("aria-label")).toBe("Mostrar u ocultar la contraseña");
    expect(screen.getByLabelText("Password")).toBeTruthy();
  });
});
