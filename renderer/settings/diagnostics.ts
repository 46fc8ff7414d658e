/**
 * Export diagnostics (app.exportDiagnostics), from Settings and from the desktop menu (Help ›
 * Export Diagnostics…): main makes the report and saves it (Electron's save dialog) or hands it
 * back, and browser mode offers it as a download. The answer is a sentence for the person.
 */
import { getBridge } from '../common/bridge.js';
import { offerDownload } from '../common/download.js';
import { m } from '../../shared/i18n/language.js';

export type DiagnosticsOutcome = { ok: true; text: string } | { ok: false; text: string };

export async function exportDiagnostics(): Promise<DiagnosticsOutcome> {
  const result = await getBridge().call('app.exportDiagnostics', {});
  if (!result.ok) return { ok: false, text: result.error.message };
  const done = result.value;
  if (done.saved === 'download') {
    offerDownload(done.fileName, done.text, 'text/plain;charset=utf-8');
    return { ok: true, text: m.settings_diagnostics_downloaded({ file: done.fileName }) };
  }
  if (done.saved === 'file') return { ok: true, text: m.settings_diagnostics_saved({ path: done.path }) };
  return { ok: true, text: m.settings_diagnostics_cancelled() };
}
