/**
 * Spec §2 scrolling: smooth scroll to a hash anchor, else the saved position, else the top.
 * `decideScroll` is the pure rule; `ScrollManager` (components/route/route-effects.tsx) applies it.
 */
export interface ScrollPosition {
  x: number;
  y: number;
}

export type ScrollDecision =
  | { kind: "anchor"; id: string }
  | { kind: "restore"; position: ScrollPosition }
  | { kind: "top" };

export function decideScroll(hash: string, saved: ScrollPosition | undefined): ScrollDecision {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  if (id) return { kind: "anchor", id };
  if (saved) return { kind: "restore", position: saved };
  return { kind: "top" };
}

const STORAGE_KEY = "compass:scroll-positions";
const MAX_ENTRIES = 50;

/** Positions by history entry key, kept in sessionStorage so a reload can restore them too. */
export class ScrollPositions {
  private readonly positions: Map<string, ScrollPosition>;

  constructor(private readonly storage: Storage | undefined = safeSessionStorage()) {
    this.positions = new Map(readStored(storage));
  }

  get(key: string): ScrollPosition | undefined {
    return this.positions.get(key);
  }

  set(key: string, position: ScrollPosition): void {
    this.positions.delete(key);
    this.positions.set(key, position);
    while (this.positions.size > MAX_ENTRIES) this.positions.delete(this.positions.keys().next().value!);
  }

  persist(): void {
    try {
      this.storage?.setItem(STORAGE_KEY, JSON.stringify([...this.positions]));
    } catch {
      // storage full or disabled: positions stay in memory
    }
  }
}

function safeSessionStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function readStored(storage: Storage | undefined): Array<[string, ScrollPosition]> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? (parsed as Array<[string, ScrollPosition]>) : [];
  } catch {
    return [];
  }
}
