/**
 * Export diagnostics (app.exportDiagnostics), from Settings and from the desktop menu (Help ›
 * Export Diagnostics…): main makes the report and saves it (Electron's save dialog) or hands it
 * back, and browser mode offers it as a download. The answer is a sentence for the person.
 */
import { getBridge } from '../common/bridge.js';
import { offerDownload } from '../common/download.js';

/** What is in the file and what is not, said beside the button. */
export const DIAGNOSTICS_EXPLAINED =
  'A text file for support: Satchel’s version and system, your settings as choices and counts, and the end of Satchel’s log. ' +
  'Keys, passwords, e-mail and coin addresses, IBANs, card numbers, transfer codes, names, and the addresses of your exchanges and appliances are taken out. ' +
  'Nothing is sent: you choose whom to give it to.';

export type DiagnosticsOutcome = { ok: true; text: string } | { ok: false; text: string };

export async function exportDiagnostics(): Promise<DiagnosticsOutcome> {
  const result = await getBridge().call('app.exportDiagnostics', {});
  if (!result.ok) return { ok: false, text: result.error.message };
  const done = result.value;
  if (done.saved === 'download') {
    offerDownload(done.fileName, done.text, 'text/plain;charset=utf-8');
    return { ok: true, text: `Diagnostics saved as ${done.fileName} (your downloads).` };
  }
  if (done.saved === 'file') return { ok: true, text: `Diagnostics saved to ${done.path}.` };
  return { ok: true, text: 'Export cancelled: nothing was saved.' };
}
