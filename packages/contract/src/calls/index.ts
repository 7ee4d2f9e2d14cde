export * from './call.ts';
export * from './events.ts';
export * from './map.ts';
export * from './moderation.ts';
export * from './notifications.ts';
export * from './site.ts';
export * from './statements.ts';
