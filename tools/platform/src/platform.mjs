import fs from 'node:fs';
import path from 'node:path';
import {
  assertPortsFree,
  defaultDataDir,
  defaultDevDbPort,
  defaultLocalS3Port,
  describeExit,
  freePort,
  repoRoot,
  startChild,
  startInfra,
  waitForHealthy,
} from '@groundwork/dev-infra';
import { serviceApps, gatewayApp, appDir, appEntry } from './apps.mjs';
import { createOutputs } from './output.mjs';
import { internalServiceToken } from './internal-token.mjs';
import { isWorkerReadyLine, waitForReady, workerApps, workerCount, workerIds } from './workers.mjs';
import { fakeSdaApp, fakeSdaReadyUrl, needsFakeSda } from './offline-fakes.mjs';

const tsxLoader = import.meta.resolve('tsx');

/** Free, distinct ports for every part of the platform, for tests that run it beside a running one. */
export async function freePlatformPorts() {
  const taken = new Set();
  const nextPort = async () => {
    let port = await freePort();
    while (taken.has(port)) port = await freePort();
    taken.add(port);
    return port;
  };
  const servicePorts = {};
  for (const app of serviceApps) servicePorts[app.name] = await nextPort();
  return { gatewayPort: await nextPort(), servicePorts, devdbPort: await nextPort(), s3Port: await nextPort(), fakeSdaPort: await nextPort() };
}

/**
 * Starts the whole platform: devdb and local S3 (unless MONGODB_URI / S3_ENDPOINT point
 * elsewhere), the four services, each waited for on its /healthz, then the gateway (on its
 * /healthz) and the job workers: `studiesWorkers` studies workers (default STUDIES_WORKERS, else
 * 1) and `reviewWorkers` review workers (default REVIEW_WORKERS, else 1), each waited for until it
 * logs "<service> worker ready", with the service's env and its id (STUDIES_WORKER_ID,
 * REVIEW_WORKER_ID).
 * Children's output is prefixed with their name through `log`, or written to
 * `<dataDir>/logs/<name>.log` when `quiet`. If anything fails to start, everything started so far
 * is stopped and the error carries the failing child's last output lines.
 * `onChildExit(name, info, recentOutput)` hears about a child that exits while the platform
 * runs; aborting `signal` during start-up stops what has started and rejects. `root` is the
 * repository whose services/ run (tests point it at fixtures).
 * @returns {Promise<{ url: string, ports: Record<string, number>, env: Record<string, string>, workers: string[], workerIds: Record<string, string[]>, stop: () => Promise<void> }>}
 */
export async function startPlatform({
  dataDir = defaultDataDir,
  gatewayPort = gatewayApp.defaultPort,
  servicePorts = {},
  devdbPort = defaultDevDbPort,
  s3Port = defaultLocalS3Port,
  fakeSdaPort = fakeSdaApp.defaultPort,
  env = {},
  studiesWorkers,
  reviewWorkers,
  log = (line) => process.stdout.write(`${line}\n`),
  quiet = false,
  healthTimeoutMs = 60_000,
  signal,
  root = repoRoot,
  onChildExit = (name, info) => log(`${name} ${describeExit(info)} while the platform was running`),
} = {}) {
  const counts = { studies: studiesWorkers, review: reviewWorkers };
  const workers = workerApps.map((app) => ({ app, ids: workerIds(app, workerCount(app, counts[app.name], { ...process.env, ...env })) }));
  assertEntriesExist(root, workers);
  const ports = {
    gateway: gatewayPort,
    ...Object.fromEntries(serviceApps.map((app) => [app.name, servicePorts[app.name] ?? app.defaultPort])),
  };
  await assertPortsFree([...serviceApps, gatewayApp].map((app) => ({ label: app.name, port: ports[app.name], variable: app.portVar })));

  const outputs = createOutputs({ log, quiet, logsDir: path.join(dataDir, 'logs') });
  const running = [];
  let phase = 'starting';
  let reportStartupCrash;
  const startupCrash = new Promise((_, reject) => {
    reportStartupCrash = reject;
  });
  startupCrash.catch(() => {});
  signal?.addEventListener('abort', () => reportStartupCrash(new Error('Groundwork start-up was interrupted')), { once: true });
  const onExit = (name, recentOutput) => (info) => {
    if (phase === 'starting') reportStartupCrash(startupError(name, `it ${describeExit(info)}`, recentOutput(), dataDir, quiet));
    else if (phase === 'running') onChildExit(name, info, recentOutput());
  };

  let devdbOutput = () => [];
  let infra;
  let internalToken;
  try {
    internalToken = await internalServiceToken(dataDir, { ...process.env, ...env });
    infra = await startInfra({
      dataDir,
      devdbPort,
      s3Port,
      env: { ...process.env, ...env },
      log: outputs.forChild('devdb'),
      onDevDbExit: (info) => onExit('devdb', devdbOutput)(info),
    });
  } catch (err) {
    await outputs.close();
    throw err;
  }
  devdbOutput = infra.devdb?.recentOutput ?? devdbOutput;
  if (signal?.aborted) {
    await infra.stop();
    await outputs.close();
    throw new Error('Groundwork start-up was interrupted');
  }

  // Soil Data Access stands in offline unless SDA_URL points somewhere (the fake's survey covers the demo lot).
  const startFakeSda = needsFakeSda({ ...process.env, ...env }) && fs.existsSync(path.join(root, fakeSdaApp.dir, fakeSdaApp.entry));
  let fakeSdaUrl;
  if (startFakeSda) {
    try {
      await assertPortsFree([{ label: fakeSdaApp.name, port: fakeSdaPort, variable: fakeSdaApp.portVar }]);
      fakeSdaUrl = await launchFakeSda({ root, port: fakeSdaPort, outputs, running, healthTimeoutMs, dataDir, quiet });
    } catch (err) {
      await Promise.all(running.map((proc) => proc.stop()));
      await infra.stop();
      await outputs.close();
      throw err;
    }
  }

  const childEnv = {
    ...withoutTestRunnerVars(process.env),
    ...infra.env,
    ...Object.fromEntries([...serviceApps, gatewayApp].map((app) => [app.portVar, String(ports[app.name])])),
    ...Object.fromEntries(serviceApps.map((app) => [app.urlVar, `http://127.0.0.1:${ports[app.name]}`])),
    // Where services keep local files (identity's mail outbox).
    GROUNDWORK_DATA_DIR: dataDir,
    // Where services verify access tokens: identity on whatever port it got, unless set.
    IDENTITY_JWKS_URL: process.env.IDENTITY_JWKS_URL || `http://127.0.0.1:${ports.identity}/api/auth/.well-known/jwks.json`,
    // The shared secret of the services' /internal routes: set, or generated once per data folder.
    INTERNAL_SERVICE_TOKEN: internalToken,
    ...(fakeSdaUrl ? { SDA_URL: fakeSdaUrl } : {}),
    ...env,
  };

  const stopAll = async () => {
    phase = 'stopping';
    const gateway = running.filter((proc) => proc.name === gatewayApp.name);
    await Promise.all(gateway.map((proc) => proc.stop()));
    await Promise.all(running.filter((proc) => !gateway.includes(proc)).map((proc) => proc.stop()));
    await infra.stop();
    await outputs.close();
    phase = 'stopped';
  };
  let stopping;
  const stop = () => (stopping ??= stopAll());

  const launch = async (app) => {
    const proc = startChild({
      name: app.name,
      command: process.execPath,
      args: ['--import', tsxLoader, path.join('src', 'server.ts')],
      cwd: appDir(app, root),
      env: childEnv,
      output: outputs.forChild(app.name),
    });
    running.push(proc);
    proc.exited.then(onExit(app.name, proc.recentOutput));
    const url = `http://127.0.0.1:${ports[app.name]}/healthz`;
    try {
      await waitForHealthy(url, { timeoutMs: healthTimeoutMs, isAlive: proc.isRunning });
    } catch (err) {
      throw startupError(app.name, err.message, proc.recentOutput(), dataDir, quiet);
    }
  };

  const launchWorker = async (app, workerId) => {
    const output = outputs.forChild(workerId);
    let markReady;
    const ready = new Promise((resolve) => {
      markReady = resolve;
    });
    const proc = startChild({
      name: workerId,
      command: process.execPath,
      args: ['--import', tsxLoader, app.entry],
      cwd: path.join(root, app.dir),
      env: { ...childEnv, [app.idVar]: workerId },
      output: (line) => {
        output(line);
        if (isWorkerReadyLine(line, app)) markReady();
      },
    });
    running.push(proc);
    proc.exited.then(onExit(workerId, proc.recentOutput));
    try {
      await waitForReady(ready, { timeoutMs: healthTimeoutMs, readyMessage: app.readyMessage });
    } catch (err) {
      throw startupError(workerId, err.message, proc.recentOutput(), dataDir, quiet);
    }
  };

  try {
    await Promise.race([Promise.all(serviceApps.map(launch)), startupCrash]);
    const launchWorkers = workers.flatMap(({ app, ids }) => ids.map((workerId) => launchWorker(app, workerId)));
    await Promise.race([Promise.all([launch(gatewayApp), ...launchWorkers]), startupCrash]);
  } catch (err) {
    await stop();
    throw err;
  }
  phase = 'running';

  return {
    url: `http://127.0.0.1:${ports.gateway}`,
    ports: {
      ...ports,
      ...(infra.devdb ? { devdb: infra.devdb.port } : {}),
      ...(infra.s3 ? { s3: infra.s3.port } : {}),
      ...(fakeSdaUrl ? { fakeSda: fakeSdaPort } : {}),
    },
    env: childEnv,
    workers: workers.flatMap(({ ids }) => ids),
    workerIds: Object.fromEntries(workers.map(({ app, ids }) => [app.name, ids])),
    stop,
  };
}

/** Starts the fake Soil Data Access on `port` and answers its endpoint once it printed its ready line. */
async function launchFakeSda({ root, port, outputs, running, healthTimeoutMs, dataDir, quiet }) {
  const output = outputs.forChild(fakeSdaApp.name);
  let markReady;
  const ready = new Promise((resolve) => {
    markReady = resolve;
  });
  const proc = startChild({
    name: fakeSdaApp.name,
    command: process.execPath,
    args: ['--import', tsxLoader, fakeSdaApp.entry],
    cwd: path.join(root, fakeSdaApp.dir),
    env: { ...withoutTestRunnerVars(process.env), [fakeSdaApp.portVar]: String(port) },
    output: (line) => {
      output(line);
      const url = fakeSdaReadyUrl(line);
      if (url) markReady(url);
    },
  });
  running.push(proc);
  try {
    await waitForReady(ready, { timeoutMs: healthTimeoutMs, readyMessage: fakeSdaApp.readyMessage });
    return await ready;
  } catch (err) {
    throw startupError(fakeSdaApp.name, err.message, proc.recentOutput(), dataDir, quiet);
  }
}

function assertEntriesExist(root, workers) {
  const missing = [...serviceApps, gatewayApp].filter((app) => !fs.existsSync(appEntry(app, root))).map((app) => `${app.dir}/src/server.ts`);
  for (const { app, ids } of workers) {
    const workerEntry = path.join(app.dir, app.entry);
    if (ids.length > 0 && !fs.existsSync(path.join(root, workerEntry))) missing.push(`${workerEntry} (or set ${app.countVar}=0)`);
  }
  if (missing.length > 0) throw new Error(`cannot start Groundwork: missing ${missing.join(', ')}`);
}

function startupError(name, reason, recentOutput, dataDir, quiet) {
  const where = quiet ? ` (full log: ${path.join(dataDir, 'logs', `${name}.log`)})` : '';
  const tail =
    recentOutput.length > 0 ? `\nlast output of ${name}${where}:\n${recentOutput.map((line) => `  ${line}`).join('\n')}` : `\n${name} printed nothing${where}`;
  return new Error(`Groundwork could not start: ${name}: ${reason}${tail}`);
}

/** The launcher may itself run under vitest; its children are plain servers, not test workers. */
function withoutTestRunnerVars(source) {
  return Object.fromEntries(Object.entries(source).filter(([key]) => !key.startsWith('VITEST') && key !== 'TEST'));
}
