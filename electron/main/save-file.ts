/**
 * Electron's "save file" port of the core: main's own save dialog, and the file written by
 * main. The window only ever learns the path the person chose.
 */
import type { BaseWindow, SaveDialogOptions, SaveDialogReturnValue } from 'electron';
import type { FileToSave, SaveFile } from '../core/shell/ports.js';
import { m } from '../../shared/i18n/language.js';

export type ShowSaveDialog = (window: BaseWindow | null, options: SaveDialogOptions) => Promise<SaveDialogReturnValue>;
export type WriteFile = (path: string, content: string) => Promise<void>;

/** The kinds of file the core saves, by the ending of the name it suggests; their names are read in the language now. */
const FILTERS: Readonly<Record<string, { name: () => string; extensions: string[] }>> = {
  csv: { name: m.main_save_filter_csv, extensions: ['csv'] },
  txt: { name: m.main_save_filter_text, extensions: ['txt'] },
};

export function saveDialogOptions(file: FileToSave): SaveDialogOptions {
  const ending = /\.([a-z0-9]+)$/i.exec(file.suggestedName)?.[1]?.toLowerCase() ?? '';
  const filter = FILTERS[ending];
  return {
    title: file.title ?? m.main_save_title(),
    defaultPath: file.suggestedName,
    buttonLabel: m.main_save_button(),
    ...(filter ? { filters: [{ name: filter.name(), extensions: filter.extensions }] } : {}),
    properties: ['createDirectory', 'showOverwriteConfirmation'],
  };
}

export function dialogSaveFile(showSaveDialog: ShowSaveDialog, writeFile: WriteFile, window: () => BaseWindow | null): SaveFile {
  return async (_session, file) => {
    const { canceled, filePath } = await showSaveDialog(window(), saveDialogOptions(file));
    if (canceled || !filePath) return { saved: 'cancelled' };
    await writeFile(filePath, file.content);
    return { saved: 'file', path: filePath };
  };
}
