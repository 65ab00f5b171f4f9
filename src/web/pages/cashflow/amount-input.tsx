/**
 * One amount of the worksheet: a plain input (hundreds of them on a page, so no Mantine wrapper),
 * memoised so a keystroke re-renders only its own cell. Grouped ("12,500") when not focused, the
 * bare digits while typing; a value is committed as soon as it reads as whole dollars, and a
 * negative or non-numeric entry is explained beside the field and never committed. Enter moves
 * down (the page decides where); a paste of several numbers is handed to the page to spread.
 */
import { memo, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { MAX_AMOUNT } from "../../../shared/cashflow";
import { AMOUNT_MAX_DIGITS, isMultiCellPaste, parseAmountText } from "./cashflow-input";

export interface AmountMessages {
  negative: string;
  invalid: string;
  tooLong: string;
  tooLarge: string;
}

export interface AmountActions {
  onAmount(rowId: string, period: string, value: bigint): void;
  /** A paste of several values; true when the page took it. */
  onPaste(rowId: string, period: string, text: string): boolean;
  onEnter(rowId: string, period: string, up: boolean): void;
}

export interface AmountInputProps {
  id: string;
  rowId: string;
  period: string;
  value: bigint;
  /** The accessible name ("Rent, August"). */
  label: string;
  /** Shown as a visible label above the input (the one-month view) instead of only naming it. */
  visibleLabel?: string;
  /** A problem found on submit. */
  error?: string;
  actions: AmountActions;
  messages: AmountMessages;
  format: Intl.NumberFormat;
  variant: "grid" | "guided";
}

const digitsOf = (value: bigint) => (value === 0n ? "" : value.toString());

function AmountInputImpl(props: AmountInputProps) {
  const { id, rowId, period, value, actions, messages } = props;
  /** The text while focused; null when showing the committed value. */
  const [text, setText] = useState<string | null>(null);
  const [shown, setShown] = useState(value);

  // The value changed from outside while this cell is being typed in (a paste spread over it).
  if (shown !== value) {
    setShown(value);
    if (text !== null) {
      const reading = parseAmountText(text);
      if (!reading.ok || reading.value !== value) setText(digitsOf(value));
    }
  }

  const reading = text === null ? null : parseAmountText(text);
  const typingError = reading && !reading.ok ? messages[reading.reason] : undefined;
  const message = typingError ?? props.error ?? (value > MAX_AMOUNT ? messages.tooLarge : undefined);
  const messageId = `${id}-msg`;
  const focused = text !== null;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    actions.onEnter(rowId, period, event.shiftKey);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData("text/plain");
    if (!isMultiCellPaste(pasted)) return;
    if (actions.onPaste(rowId, period, pasted)) event.preventDefault();
  };

  const input = (
    <input
      id={id}
      className="cf-amount"
      type="text"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      maxLength={AMOUNT_MAX_DIGITS + 8}
      aria-label={props.visibleLabel ? undefined : props.label}
      aria-invalid={message ? true : undefined}
      aria-describedby={message ? messageId : undefined}
      data-cell={`${rowId}|${period}`}
      value={text ?? (value === 0n ? "" : props.format.format(value))}
      onFocus={() => setText(digitsOf(value))}
      onBlur={() => setText(null)}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const read = parseAmountText(next);
        if (read.ok && read.value !== value) actions.onAmount(rowId, period, read.value);
      }}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
    />
  );

  if (props.variant === "guided") {
    return (
      <div className="cf-field">
        <label htmlFor={id} className="cf-field-label">
          {props.visibleLabel}
        </label>
        {input}
        {message ? (
          <div id={messageId} className="cf-field-error">
            {message}
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <div className="cf-cell-box">
      {input}
      {message ? (
        // Read with the field always; shown beside it while it has the focus.
        <div id={messageId} className={focused ? "cf-cell-error" : "compass-visually-hidden"} role={typingError ? "alert" : undefined}>
          {message}
        </div>
      ) : null}
    </div>
  );
}

export const AmountInput = memo(AmountInputImpl);
