/**
 * The shell ports' conformance suite (test/support/shell-conformance.ts) against browser mode's
 * adapter (electron/web/shell-ports.ts) behind its real host (host.ts) on 127.0.0.1: the windows
 * are WebSockets that got their tab session as the app's pages do (POST /session with the link's
 * or the payment tab's token), so every call and event crosses the real transport. The core is
 * the real one, made with the adapter's ports, on the real demo servers.
 */
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import WebSocket from 'ws';
import type { ConfirmationRequest, EventName, Result, ServerFrame } from '../../../shared/contract/index.js';
import type { Session } from '../../../electron/core/app.js';
import { startWebHost } from '../../../electron/web/host.js';
import { browserShell } from '../../../electron/web/shell-ports.js';
import { startCore } from '../../support/core-fixture.js';
import { shellConformance, type Answered, type Attempt } from '../../support/shell-conformance.js';

/** A window of the app as its page is: a tab session for `token`, then its WebSocket. */
interface Tab {
  events: { name: EventName; payload: unknown }[];
  call(op: string, request: unknown): Promise<Result<unknown>>;
  close(): Promise<void>;
}

async function openTab(port: number, token: string): Promise<Tab> {
  const origin = `http://127.0.0.1:${port}`;
  const body = JSON.stringify({ token });
  const { tab, cookie } = await new Promise<{ tab: string; cookie: string }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/session', method: 'POST', headers: { origin, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`POST /session: ${res.statusCode} ${text}`));
          resolve({ tab: (JSON.parse(text) as { tab: string }).tab, cookie: res.headers['set-cookie']![0]!.split(';')[0]! });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ipc?tab=${tab}`, { origin, headers: { cookie } });
  const events: Tab['events'] = [];
  const waiting = new Map<number, (result: Result<unknown>) => void>();
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data)) as ServerFrame;
    if ('event' in frame) events.push({ name: frame.event, payload: frame.payload });
    else waiting.get(frame.id)?.(frame.result);
  });
  await new Promise<void>((resolve, reject) => (ws.once('open', () => resolve()), ws.once('error', reject)));
  let next = 1;
  return {
    events,
    call: (op, req) =>
      new Promise((resolve) => {
        const id = next++;
        waiting.set(id, resolve);
        ws.send(JSON.stringify({ id, op, request: req }));
      }),
    close: () => new Promise<void>((resolve) => (ws.once('close', () => resolve()), ws.close())),
  };
}

shellConformance('browser mode (its real host)', async () => {
  const shell = browserShell();
  // The fixture's own in-process window answers nothing (answer: null): the window under test is the host's tab.
  const fx = await startCore({ demo: {}, gateway: true, core: { ports: shell.ports }, answer: null });
  const { core, services, dir } = fx;
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Satchel</title>');
  writeFileSync(path.join(dir, 'gateway.html'), '<!doctype html><title>Satchel — payment</title>');
  const host = await startWebHost({ core, shell, rendererDir: dir });
  const before = new Set(services.sessions);
  const window = await openTab(host.port, host.token);
  // The core's side of that window: the session its socket opened.
  const main: Session = [...services.sessions].find((s) => !before.has(s))!;
  const questions = () => window.events.filter((e) => e.name === 'confirm.request').map((e) => e.payload as ConfirmationRequest);

  return {
    core: {
      ask: (question) => services.confirm(main, question),
      save: (file) => services.saveFile(main, file),
      settle: (settled) => services.events.emit('funds.settled', settled),
    },
    saveDir: dir,
    canCancelSave: false,
    canRestart: false,
    mainEvents: async () => window.events,
    callMain: (op, req) => window.call(op, req),
    async answerNextQuestion(attempts: Attempt[]): Promise<Answered> {
      const asked = questions().length;
      // The question comes to the window that made the call; the person answers it there.
      let question: ConfirmationRequest | undefined;
      for (let i = 0; !(question = questions()[asked]); i++) {
        if (i > 2000) throw new Error('No question reached the window.');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const refusals: string[] = [];
      for (const attempt of attempts) {
        const result = await window.call('confirm.answer', { id: question.id, accepted: attempt.yes, ...(attempt.password !== undefined ? { password: attempt.password } : {}) });
        if (!result.ok) refusals.push(result.error.message);
      }
      return { passwordField: question.needsPassword, refusals };
    },
    // The file goes back to the window, which makes it a download where the browser puts them.
    chooseSaveTarget: () => undefined,
    savedContent: async (saved) => (saved.saved === 'download' ? saved.content : null),
    async paymentWindow(opened) {
      if (opened.opened !== 'tab') throw new Error('Browser mode opens the payment window as a tab.');
      const page = new URL(opened.url);
      const token = new URLSearchParams(page.hash.slice(1)).get('token')!;
      const tab = await openTab(host.port, token);
      return { page, call: tab.call, close: tab.close };
    },
    // Browser mode has only its windows: nothing is shown outside them.
    noticesShown: async () => [],
    async close() {
      await window.close();
      await host.close();
      await fx.stop();
    },
  };
});
