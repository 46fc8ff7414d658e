import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startDemoServers } from '../../../electron/demo/index.js';
import { get, obj } from './fetch-json.js';

/** A base port with the two after it free too. */
async function freeTriple(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const base = 20000 + Math.floor(Math.random() * 40000);
    const servers = [];
    try {
      for (let i = 0; i < 3; i++) {
        const s = createServer();
        await new Promise<void>((resolve, reject) => s.once('error', reject).listen(base + i, '127.0.0.1', resolve));
        servers.push(s);
      }
      return base;
    } catch {
      // taken: try another
    } finally {
      await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    }
  }
  throw new Error('No three free ports in a row');
}

describe('startDemoServers', () => {
  it('port 0: three servers on free ports, all answering, with a full ready object', async () => {
    const demo = await startDemoServers({ port: 0, seed: 5 });
    try {
      const { ready } = demo;
      expect(ready.exchange).toBe(demo.exchange.url);
      expect(ready.gateway).toBe(demo.gatewayUrl);
      expect(ready.appliance).toBe(demo.applianceUrl);
      expect(new Set([ready.exchange, ready.gateway, ready.appliance]).size).toBe(3);
      expect(ready.adminToken).toMatch(/^[0-9a-f]{48}$/);
      expect(ready.accounts.length).toBeGreaterThanOrEqual(2);
      expect(ready.accounts.map((a) => a.withdrawConfirmation).slice(0, 2)).toEqual([false, true]);
      for (const a of ready.accounts) {
        expect(a.email).toMatch(/^[^@\s]+@[^@\s]+$/);
        expect(a.apiKey).toMatch(/^[A-Za-z0-9]{40}$/);
        expect(a.apiSecret).toMatch(/^[A-Za-z0-9]{40}$/);
        expect(a.svcid.length).toBeGreaterThan(0);
      }
      expect(new Set(ready.accounts.map((a) => a.apiKey)).size).toBe(ready.accounts.length);
      expect(ready.applianceUser).toBeTruthy();
      expect(ready.appliancePassword.length).toBeGreaterThanOrEqual(16);
      expect((await get(`${ready.exchange}/v3/timestamp`)).status).toBe(200);
      // The gateway answers in its own error body, and the exchange knows its address.
      const gateway = await get(`${ready.gateway}/public-api/payout-prerequest`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(gateway.status).toBe(400);
      expect(obj(gateway.json).status).toBe('error');
      expect(demo.exchange.gatewayUrl).toBe(ready.gateway);
      expect(demo.gateway.url).toBe(ready.gateway);
      // The appliance wants credentials: the ready line's work, over HTTP Basic.
      const resource = `${ready.appliance}/svc/v1/config/authorizationpolicy?count=yes`;
      const anonymous = await get(resource);
      expect(anonymous.status).toBe(401);
      expect(JSON.parse(anonymous.text)).toEqual({ errorcode: 444, message: 'Session expired or killed. Please login again', severity: 'ERROR' });
      const basic = `Basic ${Buffer.from(`${ready.applianceUser}:${ready.appliancePassword}`).toString('base64')}`;
      const counted = await get(resource, { headers: { authorization: basic } });
      expect(counted.status).toBe(200);
      expect(JSON.parse(counted.text).errorcode).toBe(0);
      // The admin token of the ready object is the exchange's.
      const set = await get(`${ready.exchange}/__admin/outage`, { method: 'POST', headers: { 'x-admin-token': ready.adminToken }, body: '{"mode":"none"}' });
      expect(set.status).toBe(200);
    } finally {
      await demo.close();
    }
    await expect(fetch(`${demo.ready.exchange}/v3/timestamp`)).rejects.toThrow();
    await expect(fetch(demo.ready.gateway)).rejects.toThrow();
    await expect(fetch(demo.ready.appliance)).rejects.toThrow();
  });

  it('port N: exchange on N, gateway on N+1, appliance on N+2; a taken port fails cleanly', async () => {
    const port = await freeTriple();
    const demo = await startDemoServers({ port });
    try {
      expect([demo.ready.exchange, demo.ready.gateway, demo.ready.appliance]).toEqual([0, 1, 2].map((i) => `http://127.0.0.1:${port + i}`));
      expect(demo.exchange.port).toBe(port);
      await expect(startDemoServers({ port })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await demo.close();
    }
    // The failed attempt left nothing behind: the ports are free again.
    const again = await startDemoServers({ port });
    await again.close();
  });

  it('refuses a port that leaves no room for three', async () => {
    await expect(startDemoServers({ port: 65534 })).rejects.toThrow(RangeError);
  });
});
