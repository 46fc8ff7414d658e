/**
 * Light, dark, or whatever the OS says (the default). The setting lives in main's settings
 * (so every window and the Settings view share it); localStorage keeps a copy so the theme
 * applies before the first paint, before main has answered.
 */
export const THEMES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEMES)[number];
const KEY = 'satchel.theme';

function stored(): ThemeChoice {
  try {
    const value = localStorage.getItem(KEY);
    return (THEMES as readonly string[]).includes(value ?? '') ? (value as ThemeChoice) : 'system';
  } catch {
    return 'system';
  }
}

/** The CSS follows prefers-color-scheme unless <html data-theme> says otherwise. */
function apply(choice: ThemeChoice): void {
  if (choice === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = choice;
}

export const theme = $state({ choice: stored() });

export function initTheme(): void {
  apply(theme.choice);
}

let persist: ((choice: ThemeChoice) => void) | null = null;

/** How a person's choice reaches main's settings (set once the bridge is up). */
export function persistThemeWith(save: (choice: ThemeChoice) => void): void {
  persist = save;
}

/** `person`: chosen here, so main is told; `settings`: main said so (at start, or another window changed it). */
export function setTheme(choice: ThemeChoice, from: 'person' | 'settings' = 'person'): void {
  const changed = theme.choice !== choice;
  theme.choice = choice;
  if (from === 'person' || changed) remember(choice);
  if (from === 'person') persist?.(choice);
}

function remember(choice: ThemeChoice): void {
  apply(choice);
  try {
    localStorage.setItem(KEY, choice);
  } catch {
    // Storage may be disabled; the choice then lasts for this run only.
  }
}
