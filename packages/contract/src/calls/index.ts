export * from './call.ts';
export * from './statements.ts';
