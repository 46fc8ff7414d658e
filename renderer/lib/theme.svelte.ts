/** Light, dark, or whatever the OS says (the default); the choice is kept in localStorage. */
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

export function setTheme(choice: ThemeChoice): void {
  theme.choice = choice;
  apply(choice);
  try {
    localStorage.setItem(KEY, choice);
  } catch {
    // Storage may be disabled; the choice then lasts for this run only.
  }
}
