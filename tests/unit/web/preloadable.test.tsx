// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { preloadable } from "../../../src/web/components/route/preloadable";

afterEach(cleanup);

function Greeting(props: { name: string }) {
  return <p>Hello {props.name}</p>;
}

const tree = (Component: (props: { name: string }) => React.JSX.Element) => (
  <Suspense fallback={<p>waiting</p>}>
    <Component name="Ana" />
  </Suspense>
);

describe("a preloadable component", () => {
  it("renders at once, with no fallback, once preloaded", async () => {
    const greeting = preloadable(() => Promise.resolve({ default: Greeting }));
    await greeting.preload();
    render(tree(greeting.Component));
    expect(screen.getByText("Hello Ana")).toBeTruthy();
    expect(screen.queryByText("waiting")).toBeNull();
  });

  it("suspends like React.lazy when rendered before its module has come, then shows it", async () => {
    let arrive: (module: { default: typeof Greeting }) => void = () => undefined;
    const greeting = preloadable(() => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve)));
    render(tree(greeting.Component));
    expect(screen.getByText("waiting")).toBeTruthy();
    await act(async () => arrive({ default: Greeting }));
    expect(await screen.findByText("Hello Ana")).toBeTruthy();
  });

  it("loads again after a failed load", async () => {
    let calls = 0;
    const greeting = preloadable<{ name: string }>(() => (++calls === 1 ? Promise.reject(new Error("offline")) : Promise.resolve({ default: Greeting })));
    await expect(greeting.preload()).rejects.toThrow("offline");
    await greeting.preload();
    expect(calls).toBe(2);
    render(tree(greeting.Component));
    expect(screen.getByText("Hello Ana")).toBeTruthy();
  });
});
