import { createServer, connect, type Server, type Socket } from 'node:net';

/** A TCP relay in front of PostgreSQL that a test can cut (the database "goes away") and restore on the same port. */
export interface TcpProxy {
  port: number;
  /** Refuses new connections and drops every open one, as a dead server would. */
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const relay = (client: Socket) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  };
  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve) => {
      server.listen(port, '127.0.0.1', () => {
        resolve((server.address() as { port: number }).port);
      });
    });
  let server = createServer(relay);
  const port = await listen(server, 0);
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => {
        resolve();
      });
    });
  return {
    port,
    cut: stop,
    async restore() {
      server = createServer(relay);
      await listen(server, port);
    },
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}
