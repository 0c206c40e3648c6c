// The Debian programs the test stages drive, checked by their binaries (not by one of them standing
// for a package set): a machine with `janus` but without `janus-tools` once ran the suite for 14
// minutes and then failed on a wait for a replay that could never be made.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

/** @typedef {{ binary: string, pkg: string, usedBy: string }} DebianTool */

/** @type {Record<'chromium' | 'janus' | 'janusPpRec', DebianTool>} */
export const DEBIAN_TOOLS = {
  chromium: { binary: '/usr/bin/chromium', pkg: 'chromium', usedBy: 'the browser E2E (Playwright)' },
  janus: { binary: '/usr/bin/janus', pkg: 'janus', usedBy: "the lives' forwarding server (API and E2E)" },
  janusPpRec: {
    binary: '/usr/bin/janus-pp-rec',
    pkg: 'janus-tools',
    usedBy: 'Janus recordings turned into replays (API and E2E)',
  },
};

/** The apt command that installs the packages of these tools. */
export function installCommand(/** @type {DebianTool[]} */ tools) {
  const packages = [...new Set(tools.map((tool) => tool.pkg))].join(' ');
  return `apt-get update && apt-get install -y ${packages}`;
}

/**
 * Makes sure every tool's binary exists: installs the missing ones' packages with apt when run as
 * root, else stops at once with the command to run. Returns only when all of them are there.
 * @param {DebianTool[]} tools
 * @param {(message: string) => never} stop ends the run with a message
 */
export async function ensureDebianTools(tools, stop) {
  const missing = tools.filter((tool) => !existsSync(tool.binary));
  if (missing.length === 0) return;
  const command = installCommand(missing);
  const list = missing.map((tool) => `  ${tool.binary} (package ${tool.pkg}): ${tool.usedBy}`).join('\n');
  if (process.getuid?.() !== 0) {
    stop(
      `missing Debian tools:\n${list}\nInstall them as root, then run again:\n    sudo sh -c '${command}'`,
    );
  }
  console.log(`\nMissing Debian tools:\n${list}\nInstalling them: ${command}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const code = await run('sh', ['-c', command], { env });
  const still = missing.filter((tool) => !existsSync(tool.binary));
  if (code !== 0 || still.length > 0) {
    const names = still.map((tool) => tool.binary).join(', ') || 'none missing, but apt failed';
    stop(`installing with "${command}" did not work (${names}); run it by hand and retry.`);
  }
}
