// The Debian programs the test stages drive, checked by their binaries (not by one of them standing
// for a package set): a machine with `janus` but without `janus-tools` once ran the suite for 14
// minutes and then failed on a wait for a replay that could never be made.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

/**
 * `binary` is the file whose presence says the package is installed: a program, or the data file a
 * program needs (an OCR language model, a font).
 * @typedef {{ binary: string, pkg: string, usedBy: string }} DebianTool
 */

const TESSDATA = '/usr/share/tesseract-ocr/5/tessdata';
const ocrLanguage = (/** @type {string} */ code, /** @type {string} */ language) => ({
  binary: `${TESSDATA}/${code}.traineddata`,
  pkg: `tesseract-ocr-${code}`,
  usedBy: `reading ${language} recipe cards (POST /api/import/photo)`,
});

/**
 * @type {Record<'chromium' | 'janus' | 'janusPpRec' | 'tesseract' | 'tesseractCat' | 'tesseractSpa'
 *   | 'tesseractEng' | 'fontPrinted' | 'fontCapitals' | 'cephMon' | 'cephOsd' | 'radosgw' | 'cephCli'
 *   | 'haproxy',
 *   DebianTool>}
 */
export const DEBIAN_TOOLS = {
  chromium: { binary: '/usr/bin/chromium', pkg: 'chromium', usedBy: 'the browser E2E (Playwright)' },
  janus: { binary: '/usr/bin/janus', pkg: 'janus', usedBy: "the lives' forwarding server (API and E2E)" },
  janusPpRec: {
    binary: '/usr/bin/janus-pp-rec',
    pkg: 'janus-tools',
    usedBy: 'Janus recordings turned into replays (API and E2E)',
  },
  tesseract: {
    binary: '/usr/bin/tesseract',
    pkg: 'tesseract-ocr',
    usedBy: 'the OCR of recipe-card photos (API)',
  },
  tesseractCat: ocrLanguage('cat', 'Catalan'),
  tesseractSpa: ocrLanguage('spa', 'Spanish'),
  tesseractEng: ocrLanguage('eng', 'English'),
  // The fonts the import-photo tests draw their recipe cards in (apps/server/test/helpers/render-recipe-card.ts).
  fontPrinted: {
    binary: '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf',
    pkg: 'fonts-dejavu-core',
    usedBy: 'printed recipe cards drawn by the import-photo tests',
  },
  fontCapitals: {
    binary: '/usr/share/fonts/truetype/humor-sans/Humor-Sans.ttf',
    pkg: 'fonts-humor-sans',
    usedBy: 'handwritten recipe cards drawn by the import-photo tests',
  },
  // The S3 server of the media tests (scripts/lib/start-s3.sh): a one-node Ceph with radosgw.
  cephMon: { binary: '/usr/bin/ceph-mon', pkg: 'ceph-mon', usedBy: 'the test S3 server (Ceph monitor)' },
  cephOsd: { binary: '/usr/bin/ceph-osd', pkg: 'ceph-osd', usedBy: 'the test S3 server (Ceph OSD)' },
  radosgw: {
    binary: '/usr/bin/radosgw',
    pkg: 'radosgw',
    usedBy: 'the test S3 server (API tests, MEDIA_STORE=s3)',
  },
  cephCli: { binary: '/usr/bin/ceph', pkg: 'ceph-common', usedBy: 'the test S3 server (its start-up)' },
  haproxy: {
    binary: '/usr/sbin/haproxy',
    pkg: 'haproxy',
    usedBy: 'the balancer in front of two instances (npm run bench:site)',
  },
};

/** Everything the test S3 server needs. */
export const S3_TOOLS = [
  DEBIAN_TOOLS.cephMon,
  DEBIAN_TOOLS.cephOsd,
  DEBIAN_TOOLS.radosgw,
  DEBIAN_TOOLS.cephCli,
];

/** Everything POST /api/import/photo and its tests need. */
export const OCR_TOOLS = [
  DEBIAN_TOOLS.tesseract,
  DEBIAN_TOOLS.tesseractCat,
  DEBIAN_TOOLS.tesseractSpa,
  DEBIAN_TOOLS.tesseractEng,
  DEBIAN_TOOLS.fontPrinted,
  DEBIAN_TOOLS.fontCapitals,
];

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
