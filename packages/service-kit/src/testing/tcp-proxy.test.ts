import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startTcpProxy } from './tcp-proxy';

const echo = net.createServer((socket) => socket.pipe(socket));
await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
const echoPort = (echo.address() as net.AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => echo.close(() => resolve())));

function roundTrip(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('ping'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(String(data));
    });
    socket.once('error', reject);
  });
}

describe('startTcpProxy', () => {
  it('forwards, cuts open connections, refuses new ones, and restores on the same port', async () => {
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: echoPort });
    expect(await roundTrip(proxy.port)).toBe('ping');

    const open = net.connect(proxy.port, '127.0.0.1');
    await new Promise((resolve) => open.once('connect', resolve));
    const openClosed = new Promise((resolve) => open.once('close', resolve));
    await proxy.cut();
    await openClosed;
    await expect(roundTrip(proxy.port)).rejects.toThrow(/ECONNREFUSED/);

    await proxy.restore();
    expect(await roundTrip(proxy.port)).toBe('ping');
    await proxy.close();
  });
});
