/**
 * Ping: lets a client check the server is reachable and compare clocks.
 */
import { timestampNow } from "@bufbuild/protobuf/wkt";
import type { Handlers } from "../dispatch.js";

export interface SystemDeps {
  /** Identifies this build of the server (name and version). */
  serverCode: string;
}

export function systemService(deps: SystemDeps): Pick<Handlers, "ping"> {
  return {
    ping(req) {
      return {
        clientTimestamp: req.timestamp,
        serverTimestamp: timestampNow(),
        serverCode: deps.serverCode,
      };
    },
  };
}
