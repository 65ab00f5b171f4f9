/**
 * The boot's part of a prerendered page (the sign-in form: prerendered.ts): its form is on screen
 * and can be filled before the app's code has run. A submit then — a press of 'Sign in' on a slow
 * phone — would make the browser send the form itself (reloading the page, the typing lost), so it
 * is held, and made again once the app has taken the form over (`takeOver`); so is a press of one
 * of its other buttons (the language switch, the password's show/hide), which only the app can
 * act on. What was typed is kept too: React sets a field it takes over to its own (empty) value,
 * so the fields' values are read just before (`beforeTakeOver`) and typed in again after, as input
 * events the form hears.
 *
 * The app's code is asked for only after the prerendered page has been painted (`afterFirstPaint`):
 * on a slow network its ~190 KB would otherwise share the bandwidth with the stylesheets the first
 * paint waits for. The page lists the modules in a template (scripts/web-build/prerendered-page.ts), so they
 * are then fetched all at once, not one import after another. No React here.
 */
import { AFTER_PAINT_TEMPLATE_ID, PRERENDERED_MARK } from "../../shared/prerender";
import { afterNextPaint } from "../idle";

type Field = HTMLInputElement | HTMLTextAreaElement;

let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
/** The last press of a button that is not a submit: the button, and its test id to find it again if the app drew it anew. */
let pressed: { button: HTMLElement; testId: string | undefined } | null = null;
let root: HTMLElement | null = null;
let typed = new Map<string, string>();

function onSubmit(event: SubmitEvent): void {
  if (root?.dataset.prerendered !== PRERENDERED_MARK || !(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held = { form: event.target, submitter: event.submitter };
}

function onClick(event: MouseEvent): void {
  if (root?.dataset.prerendered !== PRERENDERED_MARK || !(event.target instanceof Element)) return;
  const button = event.target.closest<HTMLButtonElement>('button[type="button"]');
  if (!button || !root.contains(button)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  pressed = { button, testId: button.dataset.testid };
}

/** Holds the submits and button presses of a prerendered page until the app has taken it over. */
export function holdEarlySubmits(element: HTMLElement | null): void {
  if (element?.dataset.prerendered !== PRERENDERED_MARK) return;
  root = element;
  document.addEventListener("submit", onSubmit, true);
  document.addEventListener("click", onClick, true);
}

/** Just before the app takes the page over: what has been typed in its fields, by field id. */
export function beforeTakeOver(): void {
  if (!root) return;
  const fields = [...root.querySelectorAll<Field>("input[id], textarea[id]")].filter((field) => field.value !== "" && field.value !== field.defaultValue);
  typed = new Map(fields.map((field) => [field.id, field.value]));
}

/**
 * Types `value` into a field the app now runs, as an input event its form hears. The field may
 * still show the value (React keeps what it finds when it takes a field over, while its state
 * is empty), so React must see a change: its value tracker (the element's own setter) is set to
 * empty first, then the value goes in through the native setter, which the tracker does not see.
 */
function typeAgain(field: Field, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  field.value = "";
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * The app has the page (hydrated, or drawn again): what was typed goes back in its fields, and a
 * held submit is made again, if its form is still there, and a held press, if its button is
 * (or, drawn again, a button with its test id).
 */
export function takeOver(): void {
  if (!root) return;
  delete root.dataset.prerendered;
  document.removeEventListener("submit", onSubmit, true);
  document.removeEventListener("click", onClick, true);
  for (const [id, value] of typed) {
    const field = document.getElementById(id);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typeAgain(field, value);
  }
  typed = new Map();
  const submit = held;
  held = null;
  root = null;
  const press = pressed;
  pressed = null;
  // In the next task: what the app's first effects set (values typed before it ran) is in place by then.
  if (submit?.form.isConnected) setTimeout(() => submit.form.requestSubmit(submit.submitter?.isConnected ? submit.submitter : null), 0);
  if (press) {
    setTimeout(() => {
      const button = press.button.isConnected ? press.button : press.testId ? document.querySelector(`[data-testid="${CSS.escape(press.testId)}"]`) : null;
      if (button instanceof HTMLElement) button.click();
    }, 0);
  }
}

/**
 * Runs `start` once the prerendered page has been painted (the next frame, which waits for the
 * stylesheets), with the page's module preloads added first; at once for any other page, or
 * when the page is hidden (a hidden page draws no frames).
 */
export function afterFirstPaint(start: () => void): void {
  if (!root || document.visibilityState === "hidden") return start();
  afterNextPaint(() => {
    const template = document.getElementById(AFTER_PAINT_TEMPLATE_ID);
    if (template instanceof HTMLTemplateElement) document.head.append(template.content.cloneNode(true));
    start();
  });
}
