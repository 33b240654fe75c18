const BYTES_PER_MB = 1024 * 1024;

/** Spec 02 section 9: file sizes in MB with two decimals, e.g. `12.34 MB`. */
export const formatFileSizeMb = (bytes: number): string => `${(Math.max(0, bytes) / BYTES_PER_MB).toFixed(2)} MB`;
