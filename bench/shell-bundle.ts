import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumExecutable, freePort, gzipSize, repoRoot, scriptsFetched } from '@groundwork/platform-tools';
import { chromium } from 'playwright-core';
import { startChildServer } from './lib/child-server';

export interface JsFile {
  path: string;
  bytes: number;
  gzipBytes: number;
}

export interface JsTotal {
  files: JsFile[];
  bytes: number;
  gzipBytes: number;
}

export type ShellJsResult =
  | { built: false; hint: string }
  | {
      built: true;
      /** The scripts index.html references. */
      indexScripts: JsTotal;
      /** Every script Chromium fetched to render `/` through the gateway, or why not measured. */
      landingPageLoad: { shell: JsTotal; remotes: JsTotal; all: JsTotal } | { skipped: string };
    };

const shellDist = path.join(repoRoot, 'shell', 'dist');

function total(files: JsFile[]): JsTotal {
  return {
    files,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}

/** `src` of each `<script>` in the HTML. */
export function scriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*>/gi)].map((match) => match[1]!);
}

async function indexScripts(): Promise<JsTotal> {
  const html = await fs.readFile(path.join(shellDist, 'index.html'), 'utf8');
  const files: JsFile[] = [];
  for (const src of scriptSources(html)) {
    const relative = new URL(src, 'http://shell.local/').pathname.replace(/^\/+/, '');
    const content = await fs.readFile(path.join(shellDist, relative));
    files.push({ path: relative, bytes: content.length, gzipBytes: gzipSize(content) });
  }
  return total(files);
}

async function landingPageLoad() {
  if (!existsSync(chromiumExecutable)) return { skipped: `${chromiumExecutable} not found` };
  const port = await freePort();
  const gateway = await startChildServer('gateway', path.join(repoRoot, 'services/gateway/src/server.ts'), port, {
    GATEWAY_PORT: String(port),
    GATEWAY_HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
  });
  const userDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-chromium-'));
  try {
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumExecutable,
      args: [...chromiumArgs],
      headless: true,
    });
    try {
      const page = await context.newPage();
      const files: JsFile[] = await scriptsFetched(page, gateway.url, () => page.goto(`${gateway.url}/`, { waitUntil: 'networkidle', timeout: 60_000 }));
      const isRemote = (f: JsFile) => f.path.startsWith('/remotes/');
      return {
        shell: total(files.filter((f) => !isRemote(f))),
        remotes: total(files.filter(isRemote)),
        all: total(files),
      };
    } finally {
      await context.close();
    }
  } finally {
    await gateway.stop();
    await fs.rm(userDataDir, { recursive: true, force: true });
  }
}

/** The shell's initial JavaScript, gzip level 9: what index.html names, and what `/` really loads. */
export async function measureShellJs(): Promise<ShellJsResult> {
  if (!existsSync(path.join(shellDist, 'index.html'))) {
    return { built: false, hint: 'shell/dist is missing: build it first with `pnpm --filter @groundwork/shell build`' };
  }
  return { built: true, indexScripts: await indexScripts(), landingPageLoad: await landingPageLoad() };
}
