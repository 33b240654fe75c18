import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** File in the data folder holding the generated service-to-service token. */
export const internalTokenFile = (dataDir) => path.join(dataDir, 'internal-service-token');

/**
 * The shared secret services use for each other's /internal routes (INTERNAL_SERVICE_TOKEN):
 * the environment's when set, else one generated once per data folder (mode 0600) and reused.
 * @returns {Promise<string>}
 */
export async function internalServiceToken(dataDir, env = process.env) {
  if (env.INTERNAL_SERVICE_TOKEN) return env.INTERNAL_SERVICE_TOKEN;
  const file = internalTokenFile(dataDir);
  const existing = await fs.readFile(file, 'utf8').then(
    (text) => text.trim(),
    () => '',
  );
  if (existing.length >= 32) return existing;
  const token = randomBytes(32).toString('base64url');
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(file, `${token}\n`, { mode: 0o600 });
  return token;
}
