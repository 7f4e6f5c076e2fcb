import pinoPretty from 'pino-pretty'

/**
 * LOG_FORMAT=pretty: one readable line per entry (time, level, message, request id), for a person
 * watching `npm start`; collectors get JSON. Synchronous, so nothing is lost when the process exits.
 */
export function prettyLogStream(): { write(line: string): void } {
  return pinoPretty({
    sync: true,
    colorize: process.stdout.isTTY,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
  })
}
