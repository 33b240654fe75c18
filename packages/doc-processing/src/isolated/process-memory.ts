import fs from 'node:fs/promises';

export interface ProcessMemory {
  rssMb: number;
  /** The most the process has used since it started (VmHWM). */
  peakRssMb: number;
}

const fieldMb = (status: string, field: string) => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Math.round(Number(match[1]) / 1024) : null;
};

/** Resident memory of another process, from /proc (Linux); null where there is none or it has exited. */
export async function readProcessMemory(pid: number): Promise<ProcessMemory | null> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  if (status === null) return null;
  const rssMb = fieldMb(status, 'VmRSS');
  if (rssMb === null) return null;
  return { rssMb, peakRssMb: fieldMb(status, 'VmHWM') ?? rssMb };
}
