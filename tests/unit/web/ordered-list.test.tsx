// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import i18n from "../../../src/web/i18n";
import { OrderedList } from "../../../src/web/pages/admin-content/ordered-list";
import { categoryModulesTexts } from "../../../src/web/pages/admin-content/ordered-list-texts";
import { renderWithApp } from "./render";

afterEach(cleanup);

const choices = [
  { value: "m1", label: "Cash basics" },
  { value: "m2", label: "Pricing" },
  { value: "m3", label: "Hiring" },
];

function Harness(props: { initial: string[] }) {
  const [items, setItems] = useState(props.initial);
  return (
    <>
      <OrderedList id="test-list" items={items} onChange={setItems} choices={choices} texts={categoryModulesTexts(i18n.t)} />
      <output data-testid="order">{items.join(",")}</output>
    </>
  );
}

const order = () => screen.getByTestId("order").textContent;
const announcement = () => screen.getByTestId("test-list-announcement").textContent;

describe("the admin ordered list", () => {
  it("moves an item with its arrow buttons, announces it, and keeps the focus on the moved row", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<Harness initial={["m1", "m2", "m3"]} />);
    await user.click(screen.getByRole("button", { name: "Move 'Hiring' up" }));
    expect(order()).toBe("m1,m3,m2");
    expect(announcement()).toBe("'Hiring' moved to position 2 of 3.");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move 'Hiring' up" })));
    await user.click(screen.getByRole("button", { name: "Move 'Hiring' up" }));
    expect(order()).toBe("m3,m1,m2");
    // At the top now: 'up' is disabled, so 'down' of the same row takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move 'Hiring' down" })));
  });

  it("removes an item, focusing the next row's remove button, and the add field once the list is empty", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<Harness initial={["m1", "m2"]} />);
    await user.click(screen.getByRole("button", { name: "Remove 'Cash basics' from the category" }));
    expect(order()).toBe("m2");
    expect(announcement()).toBe("'Cash basics' removed from the category.");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove 'Pricing' from the category" })));
    await user.click(screen.getByRole("button", { name: "Remove 'Pricing' from the category" }));
    expect(screen.getByText("No modules in this category yet.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Add a learning module" })));
  });

  it("adds an item not in the list yet at the end, announces it and focuses its handle", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<Harness initial={["m1"]} />);
    await user.click(screen.getByRole("combobox", { name: "Add a learning module" }));
    // jsdom has no layout: Mantine's dropdown stays display:none, so its options count as hidden.
    expect(screen.queryByRole("option", { name: "Cash basics", hidden: true })).toBeNull();
    await user.click(await screen.findByRole("option", { name: "Hiring", hidden: true }));
    await user.click(screen.getByRole("button", { name: "Add module" }));
    expect(order()).toBe("m1,m3");
    expect(announcement()).toBe("'Hiring' added at position 2 of 2.");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Drag 'Hiring' to reorder" })));
  });

  it("gives every row a named drag handle described by the keyboard instructions", () => {
    renderWithApp(<Harness initial={["m1", "m2"]} />);
    const handle = screen.getByRole("button", { name: "Drag 'Pricing' to reorder" });
    expect(handle.getAttribute("aria-roledescription")).toBe("sortable item");
    const described = document.getElementById(handle.getAttribute("aria-describedby") ?? "");
    expect(described?.textContent).toContain("press Space or Enter");
    const rows = within(screen.getByTestId("test-list-list")).getAllByRole("listitem");
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining("Cash basics"), expect.stringContaining("Pricing")]);
  });
});
