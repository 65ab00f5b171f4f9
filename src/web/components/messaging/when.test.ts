import { describe, expect, it } from "vitest";
import { formatWhen } from "./when";

const now = new Date(2025, 2, 12, 15, 30); // Wednesday 12 March 2025, 15:30 local

describe("formatWhen", () => {
  it("says the time today, 'Yesterday' and the weekday this week, else the date", () => {
    expect(formatWhen(new Date(2025, 2, 12, 9, 5), now, "en-GB", "Yesterday").short).toBe("09:05");
    expect(formatWhen(new Date(2025, 2, 11, 23, 59), now, "en-GB", "Yesterday").short).toBe("Yesterday 23:59");
    expect(formatWhen(new Date(2025, 2, 8, 10, 0), now, "en-GB", "Yesterday").short).toBe("Sat 10:00");
    expect(formatWhen(new Date(2025, 1, 1, 10, 0), now, "en-GB", "Yesterday").short).toBe("1 Feb 2025");
  });

  it("gives the full date and time and an ISO stamp", () => {
    const when = formatWhen(new Date(2025, 2, 12, 9, 5), now, "en-GB", "Yesterday");
    expect(when.full).toContain("12 March 2025");
    expect(when.iso).toBe(new Date(2025, 2, 12, 9, 5).toISOString());
  });
});
