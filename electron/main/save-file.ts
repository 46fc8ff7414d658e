/**
 * Electron's "save file" port of the core: main's own save dialog, and the file written by
 * main. The window only ever learns the path the person chose.
 */
import type { BaseWindow, SaveDialogOptions, SaveDialogReturnValue } from 'electron';
import type { SaveFile } from '../core/shell/ports.js';

export type ShowSaveDialog = (window: BaseWindow | null, options: SaveDialogOptions) => Promise<SaveDialogReturnValue>;
export type WriteFile = (path: string, content: string) => Promise<void>;

export function saveDialogOptions(suggestedName: string): SaveDialogOptions {
  return {
    title: 'Export history',
    defaultPath: suggestedName,
    buttonLabel: 'Export',
    filters: [{ name: 'CSV (comma-separated values)', extensions: ['csv'] }],
    properties: ['createDirectory', 'showOverwriteConfirmation'],
  };
}

export function dialogSaveFile(showSaveDialog: ShowSaveDialog, writeFile: WriteFile, window: () => BaseWindow | null): SaveFile {
  return async (_session, file) => {
    const { canceled, filePath } = await showSaveDialog(window(), saveDialogOptions(file.suggestedName));
    if (canceled || !filePath) return { saved: 'cancelled' };
    await writeFile(filePath, file.content);
    return { saved: 'file', path: filePath };
  };
}
