import { describe, expect, it } from 'vitest';
import { parseSimArgs, UsageError } from '../../../electron/demo/cli-args.js';

describe('npm run sim arguments', () => {
  it('defaults to free ports and no seed', () => {
    expect(parseSimArgs([])).toEqual({ port: 0, seed: undefined });
  });

  it('takes --port and --seed, spaced or with =', () => {
    expect(parseSimArgs(['--port', '8100', '--seed', '7'])).toEqual({ port: 8100, seed: 7 });
    expect(parseSimArgs(['--port=0', '--seed=4294967295'])).toEqual({ port: 0, seed: 4294967295 });
  });

  it('takes the appliance options', () => {
    expect(parseSimArgs(['--appliance-session-ms', '500', '--appliance-strict', '--appliance-no-basic', '--appliance-policies=2000', '--appliance-api-path', '/nitro/v1/'])).toEqual({
      port: 0,
      seed: undefined,
      applianceSessionMs: 500,
      applianceStrict: true,
      applianceNoBasic: true,
      appliancePolicies: 2000,
      applianceApiPath: '/nitro/v1',
    });
  });

  it.each([
    [['--appliance-session-ms', '0']],
    [['--appliance-session-ms', '86400001']],
    [['--appliance-strict=yes']],
    [['--appliance-policies', '100001']],
    [['--appliance-policies']],
    [['--appliance-api-path', 'nitro/v1']],
    [['--appliance-api-path', '/nitro/../v1']],
    [['--appliance-api-path']],
    [['--port']],
    [['--port', 'abc']],
    [['--port', '-1']],
    [['--port', '65534']],
    [['--seed', '1.5']],
    [['--seed', '4294967296']],
    [['--seed=']],
    [['--verbose']],
    [['7']],
  ])('refuses %j with a usage message', (argv) => {
    expect(() => parseSimArgs(argv)).toThrow(UsageError);
    expect(() => parseSimArgs(argv)).toThrow(/npm run sim/);
  });
});
