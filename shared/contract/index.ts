/** The IPC contract, one file per area (DESIGN.md, "Growing by capability"); this file only re-exports. */
export * from './result.js';
export * from './operation.js';
export * from './contract.js';
export * from './events.js';
export * from './bridge.js';
export * from './app.js';
export * from './market.js';
export * from './account.js';
export * from './orders.js';
export * from './deposits.js';
export * from './withdrawals.js';
export * from './history.js';
export * from './codes.js';
export * from './fiat.js';
export * from './appliance.js';
