import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from '../config/app-config.js';

/** Structured JSON logs (pino), one line per request; secrets are redacted. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        pinoHttp: {
          level: config.logLevel,
          redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          // The path as sent: the server's middleware layer hands the middleware a request whose
          // `url` is relative to the API's prefix, and keeps the full one in `originalUrl`.
          autoLogging: { ignore: (req) => !pathSent(req).startsWith('/api/') },
          // A 503 (database away) is expected during a restart, logged once by the filter.
          customLogLevel: (_req, res, err) =>
            res.statusCode === 503
              ? 'warn'
              : err || res.statusCode >= 500
                ? 'error'
                : res.statusCode >= 400
                  ? 'warn'
                  : 'info',
        },
      }),
    }),
  ],
})
export class LoggingModule {}

function pathSent(request: { url?: string; originalUrl?: string }): string {
  return request.originalUrl ?? request.url ?? '';
}
