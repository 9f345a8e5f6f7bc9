import { createServer } from 'node:net';

/**
 * Asks the operating system for a TCP port that is free right now on 127.0.0.1.
 * Used by the e2e config and the benchmarks so that parallel runs never collide
 * on a fixed port (the port is free when returned; start the server promptly).
 */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, host, () => {
      const address = srv.address();
      if (address === null || typeof address === 'string') {
        srv.close();
        reject(new Error('could not determine a free port'));
        return;
      }
      const { port } = address;
      srv.close((err) => (err ? reject(err) : resolve(port)));
    });
  });
}
