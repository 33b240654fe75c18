import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Absolute path of the repository root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Default data folder of the embedded services (`.data/` at the repository root). */
export const defaultDataDir = process.env.GROUNDWORK_DATA_DIR ? path.resolve(process.env.GROUNDWORK_DATA_DIR) : path.join(repoRoot, '.data');
