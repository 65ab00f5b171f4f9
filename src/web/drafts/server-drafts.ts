/**
 * The account's copy of a draft: the user's key/value entry (GetValueForKey, PutValueForKey,
 * DeleteValueForKey), so a draft follows the user to another device. NOT_FOUND = no draft.
 */
import { Code, ConnectError, type Transport } from "@connectrpc/connect";
import { callUnaryMethod } from "@connectrpc/connect-query";
import { CompassService } from "../../gen/compass/v1/compass_pb";

const method = CompassService.method;

/** The draft in the user's key/value entry `key`, or null when there is none. */
export async function readServerDraft(transport: Transport, key: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const { value } = await callUnaryMethod(transport, method.getValueForKey, { key }, { signal });
    return value;
  } catch (error) {
    if (ConnectError.from(error).code === Code.NotFound) return null;
    throw error;
  }
}

export async function writeServerDraft(transport: Transport, key: string, value: string): Promise<void> {
  await callUnaryMethod(transport, method.putValueForKey, { key, value });
}

export async function deleteServerDraft(transport: Transport, key: string): Promise<void> {
  await callUnaryMethod(transport, method.deleteValueForKey, { key });
}
