/**
 * Usage telemetry from the browser (issue #10 §5, spec §6): page views and leaves (with the lesson
 * or module concerned), idle stops and renewed activity, app exit, sign-in and sign-out. Events are
 * queued and sent in small batches, one Telemetry call each, a few seconds apart; when the page is
 * hidden or closed the queue is flushed with keepalive requests, which the browser completes even
 * after the page is gone. Never for administrators (the server ignores them too). The server uses
 * the page views and idle stops to measure the time spent on a lesson.
 */
import type { TelemetryAction } from "../../gen/compass/v1/compass_pb";

export interface TelemetryEvent {
  action: TelemetryAction;
  contentId: string;
  sessionId: string;
}

export interface TelemetrySink {
  /** Sends one event through the API (with the signed-in user's token). */
  send(event: TelemetryEvent): Promise<void>;
  /** Sends one event so that it survives the page being closed (fetch keepalive). */
  sendOnExit(event: TelemetryEvent): void;
}

export interface TelemetryOptions {
  sink: TelemetrySink;
  sessionId: string;
  /** Wait this long after the first queued event before sending (ms). */
  delayMs?: number;
  /** Send at once when this many events are queued. */
  batchSize?: number;
  /** At most this many events kept while sending fails (the oldest are dropped). */
  maxQueued?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** A session id the server accepts: 1–64 of A–Z a–z 0–9 . _ : - */
export function newSessionId(random: () => string = () => crypto.randomUUID()): string {
  return `s-${random().replace(/[^A-Za-z0-9._:-]/g, "")}`.slice(0, 64);
}

export class Telemetry {
  private queue: TelemetryEvent[] = [];
  private timer: unknown = null;
  /** The send under way, if any. */
  private inFlight: Promise<void> | null = null;
  private enabled = true;
  private readonly delayMs: number;
  private readonly batchSize: number;
  private readonly maxQueued: number;

  constructor(private readonly options: TelemetryOptions) {
    this.delayMs = options.delayMs ?? 5_000;
    this.batchSize = options.batchSize ?? 10;
    this.maxQueued = options.maxQueued ?? 100;
  }

  /** Turns telemetry off (an administrator) or on; off drops what is queued. */
  setEnabled(on: boolean): void {
    this.enabled = on;
    if (!on) this.queue = [];
  }

  track(action: TelemetryAction, contentId = ""): void {
    if (!this.enabled) return;
    this.queue.push({ action, contentId, sessionId: this.options.sessionId });
    if (this.queue.length > this.maxQueued) this.queue.splice(0, this.queue.length - this.maxQueued);
    if (this.queue.length >= this.batchSize) void this.flush();
    else this.schedule();
  }

  /**
   * Sends what is queued, one call at a time; what fails stays queued for the next try. Resolves
   * when everything queued at the call has been sent (or has failed): a call made while another is
   * sending waits for it, then sends what was queued meanwhile — so a page that flushes before
   * completing a lesson knows its page view has reached the server.
   */
  async flush(): Promise<void> {
    this.cancel();
    if (this.inFlight) {
      await this.inFlight;
      if (this.queue.length === 0 || this.timer !== null) return; // sent, or failed and scheduled again
      return this.flush();
    }
    this.inFlight = this.sendQueued();
    try {
      await this.inFlight;
    } finally {
      this.inFlight = null;
    }
  }

  private async sendQueued(): Promise<void> {
    // Taken off the queue while it travels (new events may trim the queue meanwhile), put back if it fails.
    for (let event = this.queue.shift(); event !== undefined; event = this.queue.shift()) {
      try {
        await this.options.sink.send(event);
      } catch {
        this.queue.unshift(event);
        if (this.queue.length > this.maxQueued) this.queue.splice(0, this.queue.length - this.maxQueued);
        this.schedule();
        return;
      }
    }
  }

  /** The page is going away: everything queued leaves with keepalive requests. */
  flushOnExit(): void {
    this.cancel();
    const events = this.queue.splice(0);
    for (const event of events) this.options.sink.sendOnExit(event);
  }

  pending(): number {
    return this.queue.length;
  }

  private schedule(): void {
    if (this.timer !== null) return;
    const set = this.options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.timer = set(() => {
      this.timer = null;
      void this.flush();
    }, this.delayMs);
  }

  private cancel(): void {
    if (this.timer === null) return;
    (this.options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>)))(this.timer);
    this.timer = null;
  }
}

/** Watches for a user who stopped using the page: IDLE_STOP after `idleMs` without input, ACTIVITY when input returns. */
export function idleWatcher(onIdle: () => void, onActive: () => void, idleMs = 120_000, target: Pick<Window, "addEventListener" | "removeEventListener"> = window) {
  let idle = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      idle = true;
      onIdle();
    }, idleMs);
  };
  const input = () => {
    if (idle) {
      idle = false;
      onActive();
    }
    arm();
  };
  const events = ["pointerdown", "keydown", "scroll", "touchstart"] as const;
  for (const name of events) target.addEventListener(name, input, { passive: true });
  arm();
  return () => {
    clearTimeout(timer);
    for (const name of events) target.removeEventListener(name, input);
  };
}
