/**
 * Exporting the diagnostics: the report made now (report.ts), saved through the shell's port —
 * Electron's save dialog, or a download in browser mode (shell/ports.ts).
 */
import os from 'node:os';
import type { DiagnosticsExport } from '../../../shared/contract/index.js';
import type { Session } from '../base/session.js';
import type { Services } from '../services.js';
import { readLogTail } from './log-tail.js';
import { diagnosticsFileName, diagnosticsReport, knownValues } from './report.js';
import { m } from '../../../shared/i18n/language.js';

export type DiagnosticsNeeds = Pick<Services, 'options' | 'settings' | 'lock' | 'saveFile'>;

/** The report as it would be saved now, and the name it is offered under. */
export async function makeDiagnostics(s: DiagnosticsNeeds, now = new Date()): Promise<{ fileName: string; text: string }> {
  const settings = s.settings.get();
  const text = diagnosticsReport({
    madeAt: now,
    version: s.options.version,
    shell: s.options.shell,
    demo: s.options.demo,
    platform: process.platform,
    arch: process.arch,
    osRelease: os.release(),
    versions: process.versions,
    locked: s.lock.status.locked,
    settings,
    log: await readLogTail(s.options.userDataDir),
    known: knownValues(settings, { demoAccounts: s.options.demoAccounts, applianceDemo: s.options.applianceDemo }),
  });
  return { fileName: diagnosticsFileName(now), text };
}

export async function exportDiagnostics(s: DiagnosticsNeeds, session: Session): Promise<DiagnosticsExport> {
  const { fileName, text } = await makeDiagnostics(s);
  const saved = await s.saveFile(session, { suggestedName: fileName, content: text, title: m.core_save_diagnostics() });
  if (saved.saved === 'download') return { saved: 'download', fileName: saved.fileName, text: saved.content };
  return saved;
}
