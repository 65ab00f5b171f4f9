/**
 * A heavy-work thread's entry (ADR 0034; heavy-pool.ts starts it): makes one task's document and
 * hands its bytes back moved, not copied.
 */
import { move } from "piscina";
import { ownBytes, runHeavyTask, type HeavyTask } from "./heavy-tasks.js";

export default async function makeDocument(task: HeavyTask): Promise<unknown> {
  const bytes = ownBytes(await runHeavyTask(task));
  return move(bytes);
}
