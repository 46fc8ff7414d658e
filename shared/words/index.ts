/**
 * Words for people, from one place (issue 21): operations, fields, statuses, services and coin
 * codes as a person reads them, and errors as the window shows them. Everything that builds a
 * message for a person takes its words from here; docs/architecture.md, "Words", has the rule.
 */
export { OPERATION_PHRASES, operationPhrase } from './operations.js';
export { fieldLabel, knownFieldLabel } from './fields.js';
export { coinCode, learnCoinCodes, upperCoinCodes } from './coins.js';
export { serviceName } from './services.js';
export { serverWords, looksLikeCode } from './server.js';
export { statusWords } from './status.js';
export { errorText, kindSentence, KIND_SENTENCES } from './errors.js';
