// A TCP link between a proxy and the origin whose answers can be held back, to show what a
// visitor waits for when the origin is slow. Every byte passes unchanged and in order; only the
// time changes. Used by tests/integration/nginx-speed.test.ts.
import net from 'node:net';

export type SlowLink = {
  /** The port to point the proxy at, on 127.0.0.1. */
  port: number;
  /** How long each chunk of the origin's answers is held from now on (0: passed at once). */
  setDelay: (milliseconds: number) => void;
  close: () => Promise<void>;
};

/** Listens on a free loopback port and connects each accepted connection to `originPort`. */
export function startSlowLink(originPort: number): Promise<SlowLink> {
  let delay = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((proxySide) => {
    const originSide = net.connect(originPort, '127.0.0.1');
    sockets.add(proxySide).add(originSide);
    // Chunks leave in the order they came, each after its own delay.
    let previous = Promise.resolve();
    originSide.on('data', (chunk: Buffer) => {
      const held = delay;
      previous = previous.then(
        () =>
          new Promise<void>((resolve) =>
            setTimeout(() => {
              proxySide.write(chunk);
              resolve();
            }, held),
          ),
      );
    });
    proxySide.pipe(originSide);
    originSide.on('end', () => void previous.then(() => proxySide.end()));
    for (const [socket, other] of [
      [proxySide, originSide],
      [originSide, proxySide],
    ] as const) {
      socket.on('error', () => other.destroy());
      // Not before the held chunks are out: the origin closes right after its last answer.
      socket.on('close', () => {
        sockets.delete(socket);
        void previous.then(() => other.destroy());
      });
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        port,
        setDelay: (milliseconds) => {
          delay = milliseconds;
        },
        close: () =>
          new Promise<void>((closed) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => closed());
          }),
      });
    });
  });
}
