import { readFileSync } from 'node:fs';

/** A /proc/<pid>/status field in MB (VmRSS now, VmHWM the peak so far); null off Linux. */
function statusMegabytes(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    return line ? Number(/(\d+)/u.exec(line)![1]) / 1024 : null;
  } catch {
    return null;
  }
}

export const residentMegabytes = (pid: number) => statusMegabytes(pid, 'VmRSS');
/** The kernel's own record of the process's largest resident set since it started. */
export const peakResidentMegabytes = (pid: number) => statusMegabytes(pid, 'VmHWM');
