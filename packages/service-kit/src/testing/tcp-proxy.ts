import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Closes the listener and every open connection: to the client, the target is gone. */
  cut: () => Promise<void>;
  /** Listens again on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * A loopback TCP proxy to `host:port`. Tests put it between a service and a database they
 * cannot stop (a real MongoDB) to simulate an outage.
 */
export async function startTcpProxy({ host, port }: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(port, host);
    track(client);
    track(upstream);
    const destroyBoth = () => {
      client.destroy();
      upstream.destroy();
    };
    client.once('error', destroyBoth).once('close', destroyBoth);
    upstream.once('error', destroyBoth).once('close', destroyBoth);
    client.pipe(upstream).pipe(client);
  });
  const listen = (wanted: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(wanted, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const cut = async () => {
    if (!server.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  const boundPort = await listen(0);
  return {
    port: boundPort,
    cut,
    restore: async () => {
      if (!server.listening) await listen(boundPort);
    },
    close: cut,
  };
}
