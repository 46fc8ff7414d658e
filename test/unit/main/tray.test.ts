import { describe, expect, it, vi } from 'vitest';
import { trayIconName, trayMenuTemplate } from '../../../electron/main/tray.js';
import { confirmDialogOptions, dialogConfirmer } from '../../../electron/main/confirm-dialog.js';
import type { TrayModel } from '../../../electron/core/tray/model.js';

describe('tray adapter', () => {
  it('draws info lines disabled, separators, and actions that call back', () => {
    const actions = { open: vi.fn(), refresh: vi.fn(), checkCode: vi.fn(), lock: vi.fn(), quit: vi.fn() };
    const model: TrayModel = {
      tooltip: 'Satchel — $1.00',
      items: [
        { kind: 'info', label: 'Portfolio: $1.00' },
        { kind: 'separator' },
        { kind: 'action', action: 'refresh', label: 'Refresh', enabled: true },
        { kind: 'action', action: 'lock', label: 'Lock', enabled: false },
      ],
    };
    const template = trayMenuTemplate(model, actions);
    expect(template[0]).toEqual({ label: 'Portfolio: $1.00', enabled: false });
    expect(template[1]).toEqual({ type: 'separator' });
    expect(template[3]).toMatchObject({ label: 'Lock', enabled: false });
    (template[2]!.click as () => void)();
    expect(actions.refresh).toHaveBeenCalledTimes(1);
    expect(actions.lock).not.toHaveBeenCalled();
  });

  it('uses a template image on macOS', () => {
    expect(trayIconName('darwin')).toBe('trayTemplate.png');
    expect(trayIconName('linux')).toBe('trayTemplate@2x.png');
  });
});

describe('native confirmation', () => {
  const request = { title: 'Remove account', message: 'Remove “Alice”?', detail: 'Its secret is deleted.', confirmLabel: 'Remove account' };

  it('states the question, and the safe answer is the default', () => {
    expect(confirmDialogOptions(request)).toEqual({
      type: 'question',
      title: 'Remove account',
      message: 'Remove “Alice”?',
      detail: 'Its secret is deleted.',
      buttons: ['Remove account', 'Don’t do it'],
      defaultId: 1,
      cancelId: 1,
      noLink: true,
    });
  });

  it('yes only for the confirm button', async () => {
    const session = { id: 's', kind: 'main' as const, emit: () => undefined };
    const yes = dialogConfirmer(async () => ({ response: 0, checkboxChecked: false }), () => null);
    const no = dialogConfirmer(async () => ({ response: 1, checkboxChecked: false }), () => null);
    const judge = async () => undefined;
    expect(await yes(session, request, judge)).toBe(true);
    expect(await no(session, request, judge)).toBe(false);
  });

  it('a question that needs the app password never goes to the message box (it has no text field)', async () => {
    const session = { id: 's', kind: 'main' as const, emit: () => undefined };
    const judge = async () => undefined;
    const showMessageBox = vi.fn(async () => ({ response: 0, checkboxChecked: false }));
    const asked: unknown[] = [];
    const withWindow = dialogConfirmer(showMessageBox, () => null, async (question, j) => (asked.push(question), j === judge));
    expect(await withWindow(session, { ...request, needsPassword: true }, judge)).toBe(true);
    expect(asked).toEqual([{ ...request, needsPassword: true }]);
    // Without a password window the only safe answer is no.
    expect(await dialogConfirmer(showMessageBox, () => null)(session, { ...request, needsPassword: true }, judge)).toBe(false);
    expect(showMessageBox).not.toHaveBeenCalled();
  });
});
