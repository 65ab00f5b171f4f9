/**
 * One unary call at a time over lean gRPC-web binary, as the browser sends it (the access token
 * as a Bearer, a chosen Accept-Encoding), timed from the request to the whole answer read. For
 * benchmarks that measure latency call by call, and for checking an answer before a load test.
 */
import { fromBinary, toBinary, type DescMessage, type MessageShape } from "@bufbuild/protobuf";

/** BENCH_ACCEPT_ENCODING: what the calls accept (default a browser's; "identity" for none). */
export const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? "gzip, deflate, br, zstd";

export interface CallResult<O extends DescMessage> {
  ms: number;
  /** Bytes on the wire (the body as sent: compressed when the server compressed it). */
  wireBytes: number;
  message: () => MessageShape<O>;
}

export function grpcWebCaller(base: string, token: string, acceptEncoding: string) {
  return async function call<I extends DescMessage, O extends DescMessage>(method: string, input: I, output: O, value: MessageShape<I>): Promise<CallResult<O>> {
    const message = toBinary(input, value);
    const framed = Buffer.alloc(5 + message.length);
    framed.writeUInt32BE(message.length, 1);
    framed.set(message, 5);
    const started = performance.now();
    const response = await fetch(`${base}/compass.v1.CompassService/${method}`, {
      method: "POST",
      headers: {
        "content-type": "application/grpc-web+proto",
        "x-grpc-web": "1",
        accept: "application/grpc-web+proto",
        "accept-encoding": acceptEncoding,
        authorization: `Bearer ${token}`,
      },
      body: framed,
    });
    const body = Buffer.from(await response.arrayBuffer());
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`${method}: HTTP ${response.status}`);
    // Frames: data (flag 0) then the trailer (flag 0x80).
    let data: Uint8Array | undefined;
    let trailer = "";
    for (let at = 0; at + 5 <= body.length; ) {
      const length = body.readUInt32BE(at + 1);
      const payload = body.subarray(at + 5, at + 5 + length);
      if (body[at]! & 0x80) trailer = payload.toString("latin1");
      else data = payload;
      at += 5 + length;
    }
    const status = /grpc-status:\s*(\d+)/.exec(trailer)?.[1];
    if (status !== "0") throw new Error(`${method}: grpc-status ${status ?? "missing"}: ${/grpc-message:\s*(.*)/.exec(trailer)?.[1] ?? ""}`);
    const wireBytes = Number(response.headers.get("content-length") ?? body.length);
    return { ms, wireBytes, message: () => fromBinary(output, data ?? new Uint8Array()) };
  };
}
