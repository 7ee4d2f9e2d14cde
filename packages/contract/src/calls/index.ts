export * from './call.ts';
export * from './events.ts';
export * from './statements.ts';
