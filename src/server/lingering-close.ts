/**
 * Lingering close, as HTTP servers such as nginx do it (`lingering_close`): when an answer goes out
 * before the request's body was all read (a body too large, refused while it streams), the
 * connection is closed after the answer, but not at once. Closing a socket with unread data makes
 * the kernel send a reset, and a client still sending can lose the answer that had already reached
 * it (its write fails with EPIPE or ECONNRESET instead). So after the answer the server half-closes
 * (FIN), keeps discarding what still arrives, and destroys the socket when the client closes its
 * side or after `LINGER_MS`, whichever comes first.
 */
import type { Socket } from "node:net";

/** How long a refused client may go on sending before its connection is reset anyway. */
export const LINGER_MS = 2000;

const lingering = new WeakSet<Socket>();

/**
 * Marks `socket` to linger when Node's HTTP server closes it after the current answer (a response
 * with `Connection: close`, which ends the socket through `destroySoon`). Idempotent.
 */
export function lingerOnClose(socket: Socket | null | undefined, lingerMs = LINGER_MS): void {
  if (!socket || lingering.has(socket)) return;
  lingering.add(socket);
  socket.destroySoon = () => {
    const destroy = () => {
      clearTimeout(timer);
      socket.destroy();
    };
    const timer = setTimeout(destroy, lingerMs);
    timer.unref();
    socket.once("end", destroy);
    socket.once("close", () => clearTimeout(timer));
    if (!socket.writableEnded) socket.end();
    socket.resume();
  };
}
