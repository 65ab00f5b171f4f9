// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "./render";

vi.mock("../../../src/web/auth/use-auth", () => ({
  useAuth: () => ({ status: "signed-in", user: { profile: { email: "ana@example.com" } } }),
}));
vi.mock("../../../src/web/auth/use-current-user", () => ({ useCurrentUser: () => ({ user: undefined }) }));
// The menu loads only when asked (no idle loading in these tests).
vi.mock("../../../src/web/idle", () => ({ SECONDARY_AFTER_MS: 2000, afterFirstContent: () => () => undefined }));
vi.mock("../../../src/web/components/account-menu/account-menu-dropdown", () => ({
  default: (props: { defaultOpened: boolean; takeFocus: boolean }) => (
    <div data-testid="loaded-menu" data-opened={String(props.defaultOpened)} data-focus={String(props.takeFocus)} />
  ),
}));

const { AccountMenu } = await import("../../../src/web/components/account-menu/account-menu");

afterEach(cleanup);

/** Lets the menu's module resolve and its state settle. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe("the account menu's button before the menu has loaded", () => {
  it("opens the menu when the menu's code arrives between the press and the release of a click", async () => {
    renderWithApp(<AccountMenu />);
    const button = screen.getByTestId("account-menu");
    fireEvent.pointerEnter(button);
    fireEvent.pointerDown(button);
    await settle(); // loaded while the button is held: the button stays
    expect(screen.getByTestId("account-menu")).toBe(button);
    // One input task: the release and its click (no task in between).
    fireEvent.pointerUp(window);
    fireEvent.click(button);
    const menu = await screen.findByTestId("loaded-menu");
    expect(menu.dataset.opened).toBe("true");
  });

  it("lets go of a press released away from the button, and shows the loaded menu closed", async () => {
    renderWithApp(<AccountMenu />);
    const button = screen.getByTestId("account-menu");
    fireEvent.pointerDown(button);
    await settle();
    expect(screen.queryByTestId("loaded-menu")).toBeNull();
    fireEvent.pointerUp(window);
    const menu = await screen.findByTestId("loaded-menu");
    expect(menu.dataset.opened).toBe("false");
  });

  it("opens the menu once loaded after a click, and gives it focus", async () => {
    renderWithApp(<AccountMenu />);
    fireEvent.click(screen.getByTestId("account-menu"));
    const menu = await screen.findByTestId("loaded-menu");
    expect(menu.dataset.opened).toBe("true");
    expect(menu.dataset.focus).toBe("true");
  });
});
