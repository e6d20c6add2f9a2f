/**
 * `npm run bench:mail [-- --recipients 1000 --rate 5]`: a CSV mail to N recipients. Starts the
 * built app (fresh database, like bench:rush) with MAIL_RATE and an SMTP server in this process,
 * sends POST /api/admin/send-csv-email once, and prints how long the request took, the progress
 * the console shows (GET /api/admin/mail-batches/{id}) until every message arrived, and the rate
 * achieved against MAIL_RATE.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort, startAppProcess, stopAppProcess, waitForOutput } from './support/app-process.js';
import { createTestDatabase } from './support/test-database.js';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]) || fallback;
}

const recipients = option('recipients', 1000);
const rate = option('rate', 5);

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      received += 1;
      callback();
    });
  },
});
const smtpPort = await freePort();
await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

const database = await createTestDatabase();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const app = startAppProcess({
  PORT: String(port),
  DATA_DIR: mkdtempSync(join(tmpdir(), 'standl-mail-bench-')),
  DATABASE_URL: database.url ?? '',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'bench-passwort',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_RATE: String(rate),
});

try {
  await waitForOutput(app, 'Standl läuft auf');
  const { token } = (await (
    await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'bench-passwort' }),
    })
  ).json()) as { token: string };
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const emails = Array.from({ length: recipients }, (_, i) => ({
    name: `Händler ${i + 1}`,
    email: `haendler${i + 1}@example.at`,
  }));

  const started = performance.now();
  const response = await fetch(`${base}/api/admin/send-csv-email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ emails, subject: 'Neuigkeiten', content: '<p>Hallo {name}!</p>' }),
  });
  const answeredMs = performance.now() - started;
  if (!response.ok) {
    throw new Error(`send-csv-email: ${response.status} ${await response.text()}`);
  }
  const { sentCount, batchId } = (await response.json()) as { sentCount: number; batchId: string };
  console.log(
    `send-csv-email: ${response.status}, ${sentCount} E-Mails in die Warteschlange, Antwort nach ${answeredMs.toFixed(0)} ms`,
  );

  let lastPrint = 0;
  for (;;) {
    const progress = (await (
      await fetch(`${base}/api/admin/mail-batches/${batchId}`, { headers })
    ).json()) as { total: number; sent: number; failed: number; queued: number };
    const seconds = (performance.now() - started) / 1000;
    if (progress.queued === 0 || seconds - lastPrint >= 10) {
      console.log(
        `  nach ${seconds.toFixed(1)} s: ${progress.sent} von ${progress.total} gesendet, ${progress.failed} fehlgeschlagen`,
      );
      lastPrint = seconds;
    }
    if (progress.queued === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const totalSeconds = (performance.now() - started) / 1000;
  console.log(
    `Angekommen: ${received} von ${recipients} in ${totalSeconds.toFixed(1)} s = ${(received / totalSeconds).toFixed(2)} E-Mails/s (MAIL_RATE ${rate})`,
  );
} finally {
  await stopAppProcess(app);
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.drop();
}
