import { describe, expect, it } from 'vitest';
import { EventBus } from '../../../electron/core/base/events.js';
import { settingsView } from '../../../electron/core/services.js';
import { defaultSettings } from '../../../electron/core/settings/schema.js';
import { followAppTheme, type ThemeChoice } from '../../../electron/main/theme.js';

/** nativeTheme's themeSource, counting the assignments (each one redraws the app). */
function fakeNativeTheme() {
  let source: ThemeChoice = 'system';
  const set: ThemeChoice[] = [];
  return {
    set,
    get themeSource() {
      return source;
    },
    set themeSource(value: ThemeChoice) {
      set.push(value);
      source = value;
    },
  };
}

describe('native theme', () => {
  it('takes the settings’ theme at start and on every change, and stops when asked', () => {
    const events = new EventBus();
    const native = fakeNativeTheme();
    const view = (theme: ThemeChoice) => settingsView({ ...defaultSettings(), theme });
    const stop = followAppTheme(native, events, 'dark');
    expect(native.themeSource).toBe('dark');
    events.emit('settings.changed', view('light'));
    expect(native.themeSource).toBe('light');
    // Another setting changed: the theme is not set again.
    events.emit('settings.changed', view('light'));
    events.emit('settings.changed', view('system'));
    expect(native.set).toEqual(['dark', 'light', 'system']);
    stop();
    events.emit('settings.changed', view('dark'));
    expect(native.themeSource).toBe('system');
  });
});
