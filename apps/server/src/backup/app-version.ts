import { readFileSync } from 'node:fs';

/** The server package's version (apps/server/package.json), recorded in every backup's manifest. */
export function appVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version?: string;
  };
  return pkg.version ?? '0.0.0';
}
