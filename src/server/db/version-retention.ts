/**
 * Which saved versions of a document (business plan, survey, cash flow) housekeeping drops
 * (issue #37): every version of the last `keepAllDays` days is kept; older ones are thinned to one
 * a day (the last of each UTC day); then at most `maxVersions` in all (the newest kept). The newest
 * version is never dropped, whatever its age. Nothing refers to a version but the document itself
 * (download links and the editor read the latest), so a dropped one is simply gone from the history.
 *
 * Pure: the caller gives the versions and `now`; unit-tested in a table with a fake clock
 * (tests/unit/db/version-retention.test.ts).
 */

export interface VersionRetention {
  /** Every version saved within this many days before now is kept (DOCUMENT_VERSIONS_KEEP_ALL_DAYS). */
  keepAllDays: number;
  /** At most this many versions per document, the newest kept (DOCUMENT_VERSIONS_MAX; at least 1). */
  maxVersions: number;
}

export const DEFAULT_VERSION_RETENTION: VersionRetention = { keepAllDays: 30, maxVersions: 200 };

export interface SavedVersion {
  versionNumber: number;
  savedAt: Date;
}

const DAY_MS = 24 * 3600_000;

/** The version numbers to drop from one user's history of one document (ascending). */
export function versionsToDrop(versions: readonly SavedVersion[], now: Date, rule: VersionRetention = DEFAULT_VERSION_RETENTION): number[] {
  if (versions.length <= 1) return [];
  // Newest first: version numbers grow with every submit.
  const newestFirst = [...versions].sort((a, b) => b.versionNumber - a.versionNumber);
  const cutoff = now.getTime() - rule.keepAllDays * DAY_MS;
  const seenDays = new Set<string>();
  const kept: SavedVersion[] = [];
  const dropped: number[] = [];
  newestFirst.forEach((v, i) => {
    const day = v.savedAt.toISOString().slice(0, 10);
    const keep = i === 0 || v.savedAt.getTime() >= cutoff || !seenDays.has(day);
    seenDays.add(day);
    if (keep) kept.push(v);
    else dropped.push(v.versionNumber);
  });
  // Over the cap: the oldest of those kept go (the newest is first, and the cap is at least 1).
  dropped.push(...kept.slice(Math.max(1, rule.maxVersions)).map((v) => v.versionNumber));
  return dropped.sort((a, b) => a - b);
}
