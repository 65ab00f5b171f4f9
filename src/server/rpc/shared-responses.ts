/**
 * Responses that several calls answer with the same message object (a cache's answer, ADR 0027):
 * what each call would otherwise compute from the message again — its protobuf encoding, the
 * compressed body — is kept with the message, once per variant. The message must not change once
 * shared. Any other message is encoded for each call as before.
 */
const variants = new WeakMap<object, Map<string, unknown>>();

/** Marks `message` as answered to many calls; returns it. */
export function shareResponse<T extends object>(message: T): T {
  if (!variants.has(message)) variants.set(message, new Map());
  return message;
}

/** `make()`, kept under `variant` when `message` is shared (a promise is kept as it is). */
export function oncePerResponse<T>(message: object, variant: string, make: () => T): T {
  const kept = variants.get(message);
  if (!kept) return make();
  if (kept.has(variant)) return kept.get(variant) as T;
  const made = make();
  kept.set(variant, made);
  if (made instanceof Promise) made.catch(() => kept.delete(variant));
  return made;
}
