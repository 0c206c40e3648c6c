/**
 * Saves a downloaded file (a PDF, a zip) under `name`: the API's downloads need the bearer token, so
 * they are fetched by the API client and handed to the browser as a link to the bytes.
 */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A name a file system takes: no path separators or reserved characters, never empty. */
export function fileNameOf(title: string, extension: string, fallback: string): string {
  const base = title
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 80)
    .trim();
  return `${base || fallback}.${extension}`;
}
