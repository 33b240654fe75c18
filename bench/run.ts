import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchGatewayProxy } from './gateway-proxy';
import { printTable, kib } from './lib/table';
import { measureShellJs } from './shell-bundle';

const durationSeconds = Number(process.env.BENCH_DURATION_S ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const machine = {
  node: process.version,
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  platform: `${os.platform()} ${os.release()}`,
};
console.log(`Groundwork benchmarks on ${machine.cpus} x ${machine.cpuModel}, Node ${machine.node}`);
console.log(`Gateway proxy: ${durationSeconds} s per run, ${connections} connections, 127.0.0.1 only`);

const proxy = await benchGatewayProxy({ durationSeconds, connections });
printTable(
  `Gateway proxy, ${proxy.route} (upstream: ${proxy.upstream})`,
  ['target', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'requests', 'errors', 'timeouts', 'non-2xx', 'gateway CPU ms/req', 'upstream CPU ms/req'],
  (
    [
      ['upstream directly', proxy.direct],
      ['through gateway', proxy.viaGateway],
    ] as const
  ).map(([label, result]) => [
    label,
    result.requestsPerSecond,
    result.latencyMs.p50,
    result.latencyMs.p95,
    result.latencyMs.p99,
    result.latencyMs.max,
    result.requests,
    result.errors,
    result.timeouts,
    result.non2xx,
    result.cpuMsPerRequest.gateway ?? 'n/a',
    result.cpuMsPerRequest.upstream ?? 'n/a',
  ]),
);

const shell = await measureShellJs();
if (!shell.built) {
  console.log(`\nShell initial JS: ${shell.hint}`);
} else {
  const rows: Array<Array<string | number>> = [
    ['index.html <script> tags', shell.indexScripts.files.length, kib(shell.indexScripts.bytes), kib(shell.indexScripts.gzipBytes)],
  ];
  if ('skipped' in shell.landingPageLoad) {
    console.log(`\nLanding page load in Chromium skipped: ${shell.landingPageLoad.skipped}`);
  } else {
    const load = shell.landingPageLoad;
    rows.push(
      ['loading / in Chromium: shell', load.shell.files.length, kib(load.shell.bytes), kib(load.shell.gzipBytes)],
      ['loading / in Chromium: remotes', load.remotes.files.length, kib(load.remotes.bytes), kib(load.remotes.gzipBytes)],
      ['loading / in Chromium: all', load.all.files.length, kib(load.all.bytes), kib(load.all.gzipBytes)],
    );
  }
  printTable('Shell initial JS (gzip level 9)', ['scope', 'files', 'raw', 'gzip'], rows);
}

const resultsDir = path.join(import.meta.dirname, 'results');
await fs.mkdir(resultsDir, { recursive: true });
const outFile = path.join(resultsDir, 'latest.json');
await fs.writeFile(
  outFile,
  `${JSON.stringify({ at: new Date().toISOString(), machine, gatewayProxy: proxy, shellJs: shell }, null, 2)}\n`,
);
console.log(`\nWrote ${path.relative(process.cwd(), outFile)}`);
