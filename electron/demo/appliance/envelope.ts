/**
 * The appliance's answers: every one carries errorcode, message and severity (FACTS.md); an
 * error is a Refusal thrown anywhere below the routes and written here. The error codes the
 * real family is known to use are 258, 273, 354, 444 and 1240; the others are the demo's
 * choices (docs/demo-servers.md, "Appliance").
 */
import { json, type Answer } from '../http.js';

export const CODE = {
  NO_SUCH_RESOURCE: 258,
  ALREADY_EXISTS: 273,
  INVALID_ARGUMENT: 278,
  BAD_CREDENTIALS: 354,
  SESSION_EXPIRED: 444,
  INVALID_NAME: 1075,
  BAD_JSON: 1091,
  MISSING_ARGUMENT: 1092,
  INVALID_VALUE: 1093,
  NOT_SUPPORTED: 1240,
  EXPRESSION_SYNTAX: 2138,
  INTERNAL: 1,
} as const;

/** An answer that is not a success: thrown by the store, the sessions and the routes. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly errorcode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

export const noSuchResource = (): Refusal => new Refusal(404, CODE.NO_SUCH_RESOURCE, 'No such resource');
export const alreadyExists = (): Refusal => new Refusal(409, CODE.ALREADY_EXISTS, 'Resource already exists');
export const badCredentials = (): Refusal => new Refusal(401, CODE.BAD_CREDENTIALS, 'Invalid username or password');
export const sessionExpired = (): Refusal => new Refusal(401, CODE.SESSION_EXPIRED, 'Session expired or killed. Please login again');
export const notSupported = (status = 599, headers: Record<string, string> = {}): Refusal =>
  new Refusal(status, CODE.NOT_SUPPORTED, 'Operation not supported', headers);
export const invalidArgument = (what: string): Refusal => new Refusal(400, CODE.INVALID_ARGUMENT, `Invalid argument [${what}]`);
export const missingArgument = (what: string): Refusal => new Refusal(400, CODE.MISSING_ARGUMENT, `Required argument missing [${what}]`);

export function done(status = 200, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Answer {
  return json(status, { errorcode: 0, message: 'Done', severity: 'NONE', ...extra }, headers);
}

export function refused(refusal: Refusal): Answer {
  return json(refusal.status, { errorcode: refusal.errorcode, message: refusal.message, severity: 'ERROR' }, refusal.headers);
}
