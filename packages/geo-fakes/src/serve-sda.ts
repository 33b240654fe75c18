import { startFakeSda } from './sda';

/**
 * The fake Soil Data Access alone, for the platform started offline (`tools/platform`): listens on
 * `SDA_FAKE_PORT` (default a free port) and prints one JSON line
 * `{"msg":"fake soil data access ready","url":"http://127.0.0.1:<port>/Tabular/post.rest"}`, the
 * studies worker's SDA_URL; runs until SIGINT or SIGTERM.
 */
const port = Number(process.env.SDA_FAKE_PORT ?? 0);
if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`SDA_FAKE_PORT must be a port number, not ${process.env.SDA_FAKE_PORT}`);
const sda = await startFakeSda({ port });
process.stdout.write(`${JSON.stringify({ msg: 'fake soil data access ready', url: sda.baseUrl })}\n`);
const stop = () => {
  void sda.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
