import os from 'node:os';
import path from 'node:path';

/** The per-user app folder, where Electron's app.getPath('userData') would put it. */
export function defaultUserDataDir(appName = 'Satchel', env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  if (platform === 'win32') return path.join(env.APPDATA ?? path.join(os.homedir(), 'AppData', 'Roaming'), appName);
  if (platform === 'darwin') return path.join(os.homedir(), 'Library', 'Application Support', appName);
  return path.join(env.XDG_CONFIG_HOME ?? path.join(os.homedir(), '.config'), appName);
}
