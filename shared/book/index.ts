export * from './group.js';
export * from './depth.js';
export * from './spread.js';
export * from './exact.js';
