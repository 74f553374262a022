import { pino, type Logger, type LoggerOptions } from 'pino';

/** pino options shared by the service and the CLI: secrets never reach a log line. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.api_key', '*.signing_secret', '*.lender_key', '*.dealer_key'],
      censor: '[redacted]',
    },
  };
}

export function logger(level: string): Logger {
  return pino(loggerOptions(level));
}
