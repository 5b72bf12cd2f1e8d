/** The export's file name: the product and the day it was made, e.g. voyagent-data-2026-11-23.json. */
export function accountExportFileName(exportedAt: string): string {
  return `voyagent-data-${exportedAt.slice(0, 10)}.json`;
}

/** The export as the file holds it: indented, so a person can read it. */
export function accountExportText(data: unknown): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** Hands the browser a JSON file to save, through a temporary object URL. */
export function downloadJson(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
