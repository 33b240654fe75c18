import { PROCESSING_API_PREFIX } from '@groundwork/contracts/boot';

/** Where the gateway mounts the processing API; the shell may point it elsewhere from configuration. */
export const PROCESSING_API_BASE = PROCESSING_API_PREFIX;

let processingApiBase: string = PROCESSING_API_BASE;

/** Sets the processing API base (absolute URL or path; a trailing slash is dropped). */
export function setProcessingApiBase(base: string): void {
  const trimmed = base.trim().replace(/\/+$/, '');
  if (trimmed === '') throw new Error('The processing API base must not be empty');
  processingApiBase = trimmed;
}

export const getProcessingApiBase = (): string => processingApiBase;
