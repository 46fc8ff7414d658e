import { AppError, type ApplianceErrorData, type BulkItem, type BulkResult, type ErrorKind, type PolicyView } from '../../../../shared/contract/index.js';
import { applianceAddress } from '../../appliance/address.js';
import type { ActiveAppliance } from '../../appliance/connections.js';
import type { ApplianceClient } from '../../appliance/client.js';
import { policyPage, policyView } from '../../appliance/policy-page.js';
import { enablingWeakens, changeDetail, policyName, RULE_SHOWN } from '../../appliance/weakening.js';
import { confirmThen, type ConfirmRequest } from '../../confirm/confirm.js';
import { quoted } from '../../confirm/quote.js';
import { withAppPassword } from '../../lock/password-question.js';
import type { Handlers } from '../router.js';
import type { Session } from '../../base/session.js';
import type { Services } from '../../services.js';

type ApplianceOps =
  | 'appliances.list'
  | 'appliances.add'
  | 'appliances.addDemo'
  | 'appliances.rename'
  | 'appliances.remove'
  | 'appliances.activate'
  | 'appliances.certificate'
  | 'appliances.trust'
  | 'policies.list'
  | 'policies.get'
  | 'policies.add'
  | 'policies.update'
  | 'policies.rename'
  | 'policies.remove'
  | 'policies.enable'
  | 'policies.disable'
  | 'policies.unset';

export type ApplianceNeeds = Pick<Services, 'appliances' | 'lock' | 'confirm' | 'broadcast'>;

/** Names listed in a confirmation before "and N more". */
const NAMES_SHOWN = 30;

/** After one of these the appliance is not reachable or not signed in to: the rest of a bulk operation waits. */
const STOPS_THE_REST: ReadonlySet<ErrorKind> = new Set<ErrorKind>(['network', 'unavailable', 'auth', 'keychain', 'malformed', 'unknown-outcome', 'cancelled', 'internal']);

function hostOf(url: string): string {
  try {
    return applianceAddress(url).host;
  } catch {
    return quoted(url, 120);
  }
}

export function namesList(names: readonly string[]): string {
  const shown = names.slice(0, NAMES_SHOWN).map((n) => `• ${policyName(n)}`);
  if (names.length > NAMES_SHOWN) shown.push(`… and ${names.length - NAMES_SHOWN} more`);
  return shown.join('\n');
}

/**
 * One name after the other, each answered: a refusal (a name that is gone, a 1240 from a real
 * appliance) does not hide the others; a failure to reach the appliance stops the rest, which
 * are reported as not sent.
 */
export async function eachName(names: readonly string[], work: (name: string) => Promise<void>): Promise<BulkResult> {
  const items: BulkItem[] = [];
  let stopped: ApplianceErrorData | null = null;
  for (const name of names) {
    if (stopped) {
      items.push({ name, status: 'not-sent', error: stopped });
      continue;
    }
    try {
      await work(name);
      items.push({ name, status: 'done' });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const data: ApplianceErrorData = error.toData();
      items.push({ name, status: error.kind === 'unknown-outcome' ? 'unknown' : 'refused', error: data });
      if (STOPS_THE_REST.has(error.kind)) stopped = { kind: data.kind, message: `Not sent: an earlier one failed (${data.message})` };
    }
  }
  return { items };
}

/**
 * Appliance connections (Settings) and the active appliance's policies (Policies view). Changes
 * are refused while Satchel is locked; deleting, and enabling or disabling several, go out only after
 * main's confirmation naming the appliance and the policies, and only if the same appliance
 * is still the active one when the person says yes.
 */
export function applianceHandlers(s: ApplianceNeeds): Pick<Handlers, ApplianceOps> {
  const changed = () => {
    const view = s.appliances.view();
    s.broadcast('appliances.changed', view);
    return view;
  };

  /**
   * A 1240 to enable, disable or unset: the appliance has none of them (a real one). Remembered
   * for the connection and told to every window once, so views stop offering them.
   */
  const learn = (id: string, errors: readonly (ApplianceErrorData | undefined)[]) => {
    if (errors.some((e) => e?.reason === 'unsupported') && s.appliances.learnStatesUnsupported(id)) changed();
  };
  const learnFrom = (id: string, result: BulkResult): BulkResult => {
    learn(id, result.items.map((i) => (i.status === 'done' ? undefined : i.error)));
    return result;
  };

  const describe = (active: ActiveAppliance) => `${quoted(active.entry.name)} (${hostOf(active.entry.url)})`;

  /** The active appliance now; `check` after a question: still that one, still unlocked. */
  const pinned = () => {
    const active = s.appliances.active();
    return {
      ...active,
      check() {
        s.lock.assertUnlocked();
        if (s.appliances.activeId() !== active.entry.id) {
          throw new AppError('validation', `The active appliance changed while the question was open: nothing was sent to “${active.entry.name}”.`);
        }
      },
    };
  };

  // Refused while locked by the router (the contract's lock flags).
  const change = () => pinned();

  /** The policy as the appliance has it after a change. */
  const readBack = async (client: ApplianceClient, name: string): Promise<PolicyView> => {
    try {
      return policyView(await client.policies.get({ name }));
    } catch (error) {
      if (error instanceof AppError) {
        throw new AppError(error.kind, `The change was made, but reading the policy back failed: ${error.message}`, { status: error.status, detail: error.detail });
      }
      throw error;
    }
  };

  const asked = async <T>(session: Session, request: { title: string; message: string; detail: string; confirmLabel: string }, action: () => Promise<T>): Promise<T> =>
    confirmThen(s.confirm, session, request, action).catch((error: unknown) => {
      if (error instanceof AppError && error.kind === 'declined') throw new AppError('declined', 'Declined: nothing was changed.');
      throw error;
    });

  const DECLINED = 'Declined: nothing was changed.';

  /**
   * A change that may weaken a policy (appliance/weakening.ts): with an app password set, main
   * asks first and the yes carries the password; then it goes out only to the same appliance,
   * still unlocked.
   */
  const weakening = <T>(session: Session, active: ReturnType<typeof pinned>, request: () => Promise<ConfirmRequest>, action: () => Promise<T>): Promise<T> =>
    withAppPassword(s, session, request, DECLINED, async () => {
      active.check();
      return action();
    });

  /** The policy as it is now, for the question's words; null when it cannot be read (the change then says why). */
  const current = (active: ReturnType<typeof pinned>, name: string): Promise<PolicyView | null> =>
    active.client.policies.get({ name }).then(policyView, () => null);

  const before = (policy: PolicyView | null, name: string) => policy ?? { name, rule: '(could not be read)', action: 'unknown' as const };

  /**
   * Enable or disable: several after main's question listing them; one at once, unless it may
   * weaken the appliance (disabling any, enabling one that allows) and an app password is set.
   */
  const switchState = async (verb: 'enable' | 'disable', names: readonly string[], session: Session): Promise<BulkResult> => {
    const active = change();
    const run = async () => learnFrom(active.entry.id, await eachName(names, (name) => active.client.policies[verb]({ name })));
    const Verb = verb === 'enable' ? 'Enable' : 'Disable';
    if (names.length === 1) {
      const name = names[0]!;
      if (verb === 'enable' && s.lock.status.hasPassword && !enablingWeakens(await current(active, name))) return run();
      return weakening(session, active, async () => {
        const policy = await current(active, name);
        return {
          title: `${Verb} a policy`,
          message: `${Verb} the authorization policy ${policyName(name)} on ${describe(active)}?`,
          detail: [
            `Policy: ${policyName(name)}`,
            policy ? `Action: ${policy.action}` : null,
            policy ? `Rule: ${quoted(policy.rule, RULE_SHOWN)}` : null,
            verb === 'disable'
              ? policy?.action === 'DENY'
                ? 'It denies requests now: turned off, it stops nothing.'
                : 'Turned off, it no longer decides anything.'
              : 'It allows requests: turned on, it may let through what is denied now.',
          ]
            .filter((line) => line !== null)
            .join('\n'),
          confirmLabel: `${Verb} policy`,
        };
      }, run);
    }
    const request = {
      title: `${Verb} policies`,
      message: `${Verb} ${names.length} authorization policies on ${describe(active)}?`,
      detail: namesList(names),
      confirmLabel: `${Verb} ${names.length} policies`,
    };
    return asked(session, request, async () => {
      active.check();
      return run();
    });
  };

  return {
    'appliances.list': () => s.appliances.view(),
    'appliances.add': async (input) => {
      const view = await s.appliances.add(input);
      changed();
      return view;
    },
    'appliances.addDemo': async () => {
      const view = await s.appliances.addDemo();
      changed();
      return view;
    },
    'appliances.rename': ({ id, name }) => {
      const view = s.appliances.rename(id, name);
      changed();
      return view;
    },
    'appliances.remove': async ({ id }, session) => {
      const entry = s.appliances.get(id);
      const request = {
        title: 'Remove appliance',
        message: `Remove the appliance ${quoted(entry.name)} from Satchel?`,
        detail: entry.demo
          ? 'It is the built-in demo appliance; you can add it again at any time.'
          : `Satchel signs out of ${hostOf(entry.url)}, deletes the password of ${quoted(entry.user)} from the system keychain${entry.pinnedFingerprint ? ' and forgets the trusted certificate' : ''}. The appliance and its policies are not touched.`,
        confirmLabel: 'Remove appliance',
      };
      return asked(session, request, async () => {
        s.lock.assertUnlocked();
        await s.appliances.remove(id);
        return changed();
      });
    },
    'appliances.activate': async ({ id }) => {
      await s.appliances.activate(id);
      return changed();
    },
    'appliances.certificate': ({ url }) => s.appliances.certificate(url),
    'appliances.trust': async ({ id, fingerprint }, session) => {
      const { entry, fingerprint: next } = await s.appliances.presented(id, fingerprint);
      const request = {
        title: 'Trust a new certificate',
        message: `Trust the certificate ${hostOf(entry.url)} presents now for ${quoted(entry.name)}?`,
        detail: [
          `Trusted until now: ${entry.pinnedFingerprint ? `SHA-256 ${entry.pinnedFingerprint}` : 'none pinned (the system’s certificate authorities)'}`,
          `Presented now: SHA-256 ${next}`,
          'Trust it only if the appliance’s administrator replaced its certificate: otherwise someone may be in between.',
        ].join('\n'),
        confirmLabel: 'Trust the new certificate',
      };
      return asked(session, request, async () => {
        s.lock.assertUnlocked();
        const view = await s.appliances.trust(id, next);
        changed();
        return view;
      });
    },

    'policies.list': async (query) => {
      const { entry, client } = s.appliances.active();
      const listed = await policyPage(client.policies, query);
      return { ...listed, applianceId: entry.id, certificateExpiredOn: s.appliances.certificateExpiredOn(entry) };
    },
    'policies.get': async ({ name }) => policyView(await s.appliances.active().client.policies.get({ name })),
    'policies.add': async (input, session) => {
      const active = change();
      const add = async () => {
        await active.client.policies.add(input);
        return readBack(active.client, input.name);
      };
      // A new DENY policy can only deny more; a new ALLOW one may let through what is denied now.
      if (input.action === 'DENY') return add();
      return weakening(session, active, async () => ({
        title: 'Add an ALLOW policy',
        message: `Add the ALLOW policy ${policyName(input.name)} to ${describe(active)}?`,
        detail: `Rule: ${quoted(input.rule, RULE_SHOWN)}\nAn ALLOW policy may let through requests that are denied now.`,
        confirmLabel: 'Add policy',
      }), add);
    },
    'policies.update': async (input, session) => {
      const active = change();
      return weakening(session, active, async () => ({
        title: 'Change a policy',
        message: `Change the authorization policy ${policyName(input.name)} on ${describe(active)}?`,
        detail: changeDetail(before(await current(active, input.name), input.name), input),
        confirmLabel: 'Change policy',
      }), async () => {
        await active.client.policies.update(input);
        return readBack(active.client, input.name);
      });
    },
    'policies.rename': async ({ name, newName }, session) => {
      const active = change();
      return weakening(session, active, async () => ({
        title: 'Rename a policy',
        message: `Rename the authorization policy ${policyName(name)} to ${policyName(newName)} on ${describe(active)}?`,
        detail: 'Its rule and action stay as they are; whatever refers to it by its old name may no longer find it.',
        confirmLabel: 'Rename policy',
      }), async () => {
        await active.client.policies.rename({ name, newName });
        return readBack(active.client, newName);
      });
    },
    'policies.unset': async ({ name, fields }, session) => {
      const active = change();
      return weakening(session, active, async () => {
        const policy = before(await current(active, name), name);
        return {
          title: 'Reset a policy',
          message: `Reset the ${fields.join(' and ')} of ${policyName(name)} on ${describe(active)} to the appliance’s defaults?`,
          detail: [`Policy: ${policyName(name)}`, `Action now: ${policy.action}`, `Rule now: ${quoted(policy.rule, RULE_SHOWN)}`, 'The defaults are the appliance’s own, whatever they allow.'].join('\n'),
          confirmLabel: 'Reset to default',
        };
      }, async () => {
        try {
          await active.client.policies.unset({ name, fields });
        } catch (error) {
          if (error instanceof AppError) learn(active.entry.id, [error.toData()]);
          throw error;
        }
        return readBack(active.client, name);
      });
    },
    'policies.enable': ({ names }, session) => switchState('enable', names, session),
    'policies.disable': ({ names }, session) => switchState('disable', names, session),
    'policies.remove': async ({ names }, session) => {
      const active = change();
      const one = names.length === 1;
      const request = {
        title: one ? 'Delete policy' : 'Delete policies',
        message: one ? `Delete the authorization policy ${policyName(names[0]!)} from ${describe(active)}?` : `Delete ${names.length} authorization policies from ${describe(active)}?`,
        detail: `${one ? '' : `${namesList(names)}\n`}A deleted policy cannot be brought back; its rule and action are gone with it.`,
        confirmLabel: one ? 'Delete policy' : `Delete ${names.length} policies`,
      };
      return asked(session, request, async () => {
        active.check();
        return eachName(names, (name) => active.client.policies.delete({ name }));
      });
    },
  };
}
