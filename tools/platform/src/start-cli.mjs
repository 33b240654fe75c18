// Entry of `pnpm start` (tools/bin/start): runs the whole platform in the foreground until Ctrl-C.
// A child that dies while running stops the whole platform with its last output and exit code 1:
// a half-running platform is harder to notice than a stopped one.
import path from 'node:path';
import { startPlatform } from './platform.mjs';
import { portsFromEnv, serviceApps } from './apps.mjs';
import { defaultDataDir, describeExit, repoRoot } from '@groundwork/dev-infra';
import { seedDemo } from './seed.mjs';
import { seedDemoProjects } from './demo-projects.mjs';
import { workerApps } from './workers.mjs';

const print = (line) => process.stdout.write(`${line}\n`);
const printError = (line) => process.stderr.write(`${line}\n`);

const ports = portsFromEnv();
const quiet = process.env.GROUNDWORK_QUIET === '1';
const interrupt = new AbortController();
let platform;
let exiting = false;
let exitCode = 0;

async function shutdown(code) {
  if (exiting) {
    print('still stopping (children get SIGKILL after 5 s)...');
    return;
  }
  exiting = true;
  exitCode = code;
  // During start-up, startPlatform stops what it has started and rejects; the code below exits.
  interrupt.abort();
  if (!platform) return;
  print('stopping Groundwork...');
  await platform.stop();
  print('stopped.');
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => shutdown(0));

try {
  const started = await startPlatform({
    ...ports,
    dataDir: defaultDataDir,
    quiet,
    log: print,
    signal: interrupt.signal,
    onChildExit(name, info, recentOutput) {
      if (quiet) printError(`\nlast output of ${name}:\n${recentOutput.map((line) => `  ${line}`).join('\n')}`);
      printError(`\n${name} ${describeExit(info)}: stopping Groundwork.`);
      shutdown(1);
    },
  });
  if (exiting) {
    await started.stop();
    process.exit(exitCode);
  }
  platform = started;
  printBanner(platform);
  await printDemoAccount(platform);
  print('\nPress Ctrl-C to stop.');
} catch (err) {
  if (!exiting) printError(`\n${err.message}`);
  process.exit(exiting ? exitCode : 1);
}

/** On a fresh data folder, the demo account and its sample projects; a failure is reported, not fatal. */
async function printDemoAccount({ env, url, workerIds }) {
  const seedProjects = (account) =>
    seedDemoProjects({
      ...account,
      gatewayUrl: url,
      projectsUrl: env.PROJECTS_URL,
      internalToken: env.INTERNAL_SERVICE_TOKEN,
      studiesWorkers: workerIds.studies.length,
      log: print,
    });
  try {
    const demo = await seedDemo({ dataDir: defaultDataDir, env, seedProjects });
    if (demo) print(`\nDemo account (new data folder): sign in as ${demo.email} with password ${demo.password}`);
  } catch (err) {
    printError(
      `\n${err.message}\nThe platform runs; create a user with: pnpm --filter @groundwork/identity-service cli create-user --email <e-mail> --role owner`,
    );
  }
}

function printBanner({ url, ports: running, workerIds }) {
  const relative = path.relative(repoRoot, defaultDataDir);
  const dataDir = relative.startsWith('..') ? defaultDataDir : relative || '.';
  const rows = [
    ['gateway', url, 'shell, remotes, /api/*'],
    ...serviceApps.map((app) => [app.name, `http://127.0.0.1:${running[app.name]}`, 'service']),
    ...workerApps.map((app) => [
      `${app.name} workers`,
      workerIds[app.name].length > 0 ? workerIds[app.name].join(', ') : 'none',
      `job workers (${app.countVar})`,
    ]),
    running.devdb ? ['devdb', `mongodb://127.0.0.1:${running.devdb}/`, `data in ${dataDir}/db`] : ['database', 'MONGODB_URI', 'external'],
    running.s3 ? ['s3', `http://127.0.0.1:${running.s3}`, `data in ${dataDir}/s3`] : ['s3', 'S3_ENDPOINT', 'external'],
  ];
  const nameWidth = Math.max(...rows.map((row) => row[0].length));
  const width = Math.max(...rows.map((row) => row[1].length));
  print('');
  print(`Groundwork is running at ${url}`);
  print('');
  for (const [name, address, note] of rows) print(`  ${name.padEnd(nameWidth)} ${address.padEnd(width)}  ${note}`);
  if (quiet) print(`\n  logs in ${dataDir}/logs/`);
}
