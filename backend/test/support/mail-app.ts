import { adminAuth } from './admin.js';
import { TestSmtpServer } from './smtp.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The hooks of a test file whose app mails over a real SMTP server (the returned one). Before all,
 * the server starts and the app with it; before each test the database is reset, the inbox
 * emptied, the administrator signed in and the market settings patched with `marketSettings`,
 * then `ready` gets the app and the admin's header (new for each test) before the file's own
 * `beforeEach`; after all, both stop.
 */
export function smtpTestApp(
  marketSettings: Record<string, unknown>,
  ready: (t: TestApp, auth: { Authorization: string }) => void,
): TestSmtpServer {
  const smtp = new TestSmtpServer();
  let t: TestApp;
  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  beforeEach(async () => {
    await t.reset();
    smtp.clear();
    const auth = await adminAuth(t);
    await t.http().patch('/api/admin/market-settings').set(auth).send(marketSettings).expect(200);
    ready(t, auth);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  return smtp;
}

/** Every reaction and delivery that is due, twice: what ran again must not send again. */
export async function settleTwice(t: TestApp): Promise<void> {
  await t.settle();
  await t.settle();
}
