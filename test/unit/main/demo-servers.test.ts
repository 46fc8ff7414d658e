import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoPlan, demoPlanFor } from '../../../electron/main/demo-servers.js';
import { defaultSettings, type Settings } from '../../../electron/core/settings/schema.js';
import { openSettingsStore } from '../../../electron/core/settings/store.js';
import { tempUserData } from '../settings/files.js';

// Issue 23: the desktop app does not start its demo servers when they are not used.
const settings = (change: Partial<Settings>) => ({ kind: 'settings' as const, settings: { ...defaultSettings(), ...change } });
const profile = (id: string, demo: boolean) => ({
  id,
  name: `Account ${id}`,
  exchangeUrl: demo ? 'http://127.0.0.1:4100' : 'https://exchange.example',
  gatewayUrl: null,
  publicKey: `PUBLIC${id}KEY0123`,
  demo,
  demoAccount: demo ? `${id}@demo.example` : null,
  svcid: null,
});

describe('demoPlan', () => {
  it('a real exchange chosen and no demo account: no demo servers, the chosen exchange is the run’s', () => {
    expect(demoPlan(settings({ marketExchange: 'https://exchange.example' }))).toEqual({ start: false, exchangeUrl: 'https://exchange.example' });
    expect(demoPlan(settings({ marketExchange: 'https://exchange.example', profiles: [profile('a', false)] }))).toEqual({
      start: false,
      exchangeUrl: 'https://exchange.example',
    });
  });

  it('the demo chosen, nothing chosen, a demo account saved, or no usable file: the demo servers start', () => {
    expect(demoPlan(settings({ marketExchange: 'demo' }))).toEqual({ start: true });
    expect(demoPlan(settings({ marketExchange: null }))).toEqual({ start: true });
    expect(demoPlan(settings({ marketExchange: 'https://exchange.example', profiles: [profile('a', false), profile('b', true)] }))).toEqual({ start: true });
    expect(demoPlan({ kind: 'missing' })).toEqual({ start: true });
    expect(demoPlan({ kind: 'damaged', cause: 'not-json', reason: 'not JSON' })).toEqual({ start: true });
  });
});

describe('demoPlanFor: the settings file read as the core’s store reads it', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempUserData();
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('follows what the store saved', () => {
    expect(demoPlanFor(dir)).toEqual({ start: true });
    const store = openSettingsStore({ userDataDir: dir });
    store.update({ marketExchange: 'https://exchange.example' });
    expect(demoPlanFor(dir)).toEqual({ start: false, exchangeUrl: 'https://exchange.example' });
    store.update({ marketExchange: 'demo' });
    expect(demoPlanFor(dir)).toEqual({ start: true });
  });

  it('a damaged file starts the demo and is left where it is, for the store to set aside and report', () => {
    const file = path.join(dir, 'settings.json');
    fs.writeFileSync(file, '{"marketExchange": "https://exch');
    expect(demoPlanFor(dir)).toEqual({ start: true });
    expect(fs.readFileSync(file, 'utf8')).toBe('{"marketExchange": "https://exch');
    const store = openSettingsStore({ userDataDir: dir });
    expect(store.recovered?.reason).toMatch(/not valid JSON/);
  });
});
