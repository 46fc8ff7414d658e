#!/usr/bin/env node
/**
 * `npm start [-- args]`: build with electron-vite and launch Electron on out/main/index.js.
 * Where the Electron binary is missing or cannot start (no download possible, no display,
 * missing system libraries), say so in ONE line on stderr and start browser mode instead
 * (`npm run web -- args`), which prints the URL to open. That URL is passed on to stdout, and
 * opened in the default browser where there is a display to show it (and `--no-open` was not
 * given); either way a line on stderr says which.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { findElectronBinary } from './electron-binary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
/** An Electron that dies this soon after launch with a failure never came up. */
const STARTUP_WINDOW_MS = 5000;

function run(command, commandArgs, options = {}) {
  return spawn(command, commandArgs, { cwd: root, stdio: 'inherit', ...options });
}

function exitCodeOf(code, signal) {
  return code ?? (signal ? 1 : 0);
}

function forwardSignals(child) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    });
  }
}

function build() {
  const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('electron-vite/package.json')), 'bin', 'electron-vite.js');
  return new Promise((resolve) => {
    const child = run(process.execPath, [cli, 'build']);
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(exitCodeOf(code, signal)));
  });
}

/** macOS and Windows always have a desktop; elsewhere a browser needs an X11 or Wayland display. */
function hasDisplay(env = process.env, platform = process.platform) {
  if (platform === 'darwin' || platform === 'win32') return true;
  return Boolean(env.DISPLAY || env.WAYLAND_DISPLAY);
}

function startBrowserMode(reason) {
  process.stderr.write(`Electron is not available on this machine (${reason}); starting Satchel in browser mode instead.\n`);
  const wantsOpen = !args.includes('--no-open');
  // The web command opens the browser itself, with a link that works once (the printed one stays
  // the person's): this script only decides whether there is a display to open it on.
  const opens = wantsOpen && hasDisplay();
  const webArgs = ['run', '--silent', 'web', '--', ...args.filter((a) => a !== '--no-open'), ...(opens ? [] : ['--no-open'])];
  const npmCli = process.env.npm_execpath;
  const stdio = ['inherit', 'pipe', 'inherit'];
  const child = npmCli && /\.(c|m)?js$/.test(npmCli)
    ? run(process.execPath, [npmCli, ...webArgs], { stdio })
    : run(process.platform === 'win32' ? 'npm.cmd' : 'npm', webArgs, { stdio, shell: process.platform === 'win32' });
  let pending = '';
  let told = false;
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (told) return;
    pending += chunk.toString();
    if (!/^http:\/\/127\.0\.0\.1:\d+\S*$/m.test(pending)) return;
    told = true;
    if (opens) process.stderr.write('Opening Satchel in your default browser.\n');
    else if (wantsOpen) process.stderr.write('No display here to open a browser on: open the address above in a browser on this machine.\n');
  });
  forwardSignals(child);
  child.on('error', (error) => {
    process.stderr.write(`Browser mode could not start either: ${error.message}\n`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(exitCodeOf(code, signal)));
}

function startElectron(binary) {
  const env = { ...process.env };
  // Set, it would make the binary a plain Node and run main as a script without Electron.
  delete env.ELECTRON_RUN_AS_NODE;
  const startedAt = Date.now();
  const child = run(binary, [path.join(root, 'out', 'main', 'index.js'), ...args], { env });
  let fellBack = false;
  const fallBack = (reason) => {
    if (fellBack) return;
    fellBack = true;
    startBrowserMode(reason);
  };
  child.on('error', (error) => fallBack(`${path.basename(binary)} could not be run: ${error.code ?? error.message}`));
  child.on('exit', (code, signal) => {
    if (fellBack) return;
    const failed = (code !== null && code !== 0) || (signal !== null && signal !== 'SIGINT' && signal !== 'SIGTERM');
    if (failed && Date.now() - startedAt < STARTUP_WINDOW_MS) {
      fallBack(`it exited at start with ${code !== null ? `code ${code}` : signal}`);
      return;
    }
    process.exit(exitCodeOf(code, signal));
  });
  forwardSignals(child);
}

const status = await build();
if (status !== 0) {
  process.stderr.write('The build failed (see above); Satchel was not started.\n');
  process.exit(status);
}
const found = findElectronBinary({ from: root });
if (found.path) startElectron(found.path);
else startBrowserMode(found.reason);
