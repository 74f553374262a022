import { pino, type Logger, type LoggerOptions } from 'pino';
import { redactLinks } from './redact-links.ts';

/** pino options shared by the service and the CLI: secrets never reach a log line. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      // `*.headers`: request headers are never logged, whoever logs them (the multipart parser logs
      // its options, headers included, at trace).
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.headers', '*.api_key', '*.signing_secret', '*.lender_key', '*.dealer_key'],
      censor: '[redacted]',
    },
  };
}

/**
 * The service's logger. Every line is redacted as a whole before it is written, so a link token
 * cannot reach the log through a request URL, a message, an error or a field, at any level.
 */
export function logger(level: string, out: { write(line: string): unknown } = process.stdout): Logger {
  return pino(loggerOptions(level), { write: (line: string) => out.write(redactLinks(line)) });
}
