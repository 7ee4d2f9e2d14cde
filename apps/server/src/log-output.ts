import pretty from 'pino-pretty';
import type { Config } from './config.ts';

/**
 * Where the logger writes: JSON lines on stdout (pino's default), or for LOG_FORMAT=pretty one
 * short coloured line per entry, written synchronously so it stays in order with console output.
 */
export function logOutput(format: Config['logFormat']) {
  if (format === 'json') return {};
  return {
    stream: pretty({
      sync: true,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
    }),
  };
}
