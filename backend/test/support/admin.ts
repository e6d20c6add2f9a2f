import type { TestApp } from './test-app.js';

/** Signs in as the seeded administrator; the header every admin call needs. */
export async function adminAuth(t: TestApp): Promise<{ Authorization: string }> {
  const { body } = await t
    .http()
    .post('/api/admin/login')
    .send({ username: 'admin', password: 'geheim123' })
    .expect(200);
  return { Authorization: `Bearer ${body.token}` };
}
