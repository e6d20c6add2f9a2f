import { ADMIN_ROLE_LABELS, ADMIN_ROLES, type AdminRole, TEAM_MESSAGES } from '@standl/contracts';
import { Administrator } from '../src/admin/domain/administrator.entity.js';
import { ROLES_EXTENSION } from '../src/shared/auth/document-roles.js';
import { DomainEventRecord } from '../src/shared/events/domain-event-record.entity.js';
import { RateLimitStore } from '../src/shared/rate-limit/rate-limit.store.js';
import { GOOD_PASSWORD, insertAccount } from './support/team.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { TEST_ISSUER } from './support/invoice-issuer.js';
import { registerOnStall } from './support/vendors.js';

/**
 * The role matrix generated from the OpenAPI document (docs/decisions.md 206): every operation
 * that takes the console's token names its roles, and every role meets exactly those: a role the
 * operation names gets past the guard (an answer, or a 4xx of validation or not-found), any other
 * gets 403 with the German text.
 */

interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  operationId: string;
  roles: AdminRole[] | undefined;
  parameters: Array<{
    in: string;
    name: string;
    schema?: { format?: string; type?: string; enum?: string[] };
  }>;
  hasBody: boolean;
}

const OWN_ACCOUNT = /^\/api\/admin\/(me\b|logout$|change-password$)/;
const NIL_UUID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let operations: Operation[];
const tokens = new Map<AdminRole, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ADMIN_ROLES) {
    await insertAccount(t, `matrix-${role}`, `Matrix ${ADMIN_ROLE_LABELS[role]}`, role);
  }
  for (const role of ADMIN_ROLES) tokens.set(role, await signIn(role));
  const { body: document } = await t.http().get('/api/docs-json').expect(200);
  operations = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, object>)) {
    for (const [method, operation] of Object.entries(
      item as Record<string, Record<string, unknown>>,
    )) {
      const security = (operation.security ?? []) as Array<Record<string, unknown>>;
      if (!security.some((scheme) => 'bearer' in scheme)) continue;
      operations.push({
        method: method as Operation['method'],
        path,
        operationId: operation.operationId as string,
        roles: operation[ROLES_EXTENSION] as AdminRole[] | undefined,
        parameters: (operation.parameters ?? []) as Operation['parameters'],
        hasBody: operation.requestBody !== undefined,
      });
    }
  }
  // Signing out ends the token the rest of the matrix uses: last.
  operations.sort(
    (a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')),
  );
});
afterAll(() => t.close());

async function signIn(role: AdminRole): Promise<string> {
  const { body } = await t
    .http()
    .post('/api/admin/login')
    .send({ username: `matrix-${role}`, password: GOOD_PASSWORD })
    .expect(200);
  expect(body.role).toBe(role);
  return body.token as string;
}

/** A path with values of the right shape that name nothing that exists. */
function urlOf(operation: Operation): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const schema = operation.parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
    if (schema?.enum?.length) return schema.enum[0]!;
    if (schema?.format === 'uuid') return NIL_UUID;
    if (schema?.type === 'integer' || schema?.type === 'number') return '999999';
    if (name === 'date') return '2026-12-02';
    if (name === 'invoiceNumber') return '2026-9999';
    return NIL_UUID;
  });
}

describe('the role matrix from the OpenAPI document (docs/decisions.md 206)', () => {
  it('names the roles of every operation that takes the console token, organisers always included', () => {
    expect(operations.length).toBeGreaterThan(80);
    const withoutRoles = operations.filter((operation) => !operation.roles?.length);
    expect(withoutRoles.map((operation) => operation.operationId)).toEqual([]);
    for (const operation of operations) {
      expect(operation.roles).toContain('organiser');
      for (const role of operation.roles!) expect(ADMIN_ROLES).toContain(role);
    }
  });

  it.each(ADMIN_ROLES)('lets %s through exactly the operations that name it', async (role) => {
    await t.app.get(RateLimitStore).clear();
    const token = tokens.get(role)!;
    const wrong: string[] = [];
    for (const operation of operations) {
      const http = t.http();
      const call = http[operation.method](urlOf(operation)).set('Authorization', `Bearer ${token}`);
      // An unknown field: a whitelisted body is refused (400) before anything changes.
      const response = await (operation.hasBody ? call.send({ rolleMatrixUnbekannt: 1 }) : call);
      const allowed = operation.roles!.includes(role);
      const outcome = `${operation.method.toUpperCase()} ${operation.path} → ${response.status}`;
      if (
        allowed &&
        (response.status === 401 || response.status === 403 || response.status >= 500)
      ) {
        wrong.push(`${outcome} (erlaubt)`);
      }
      if (!allowed && response.status !== 403) wrong.push(`${outcome} (verboten)`);
      if (
        !allowed &&
        response.body.message !== TEAM_MESSAGES.roleForbidden(ADMIN_ROLE_LABELS[role])
      ) {
        wrong.push(`${outcome}: ${String(response.body.message)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses an Aufbau token on every route but the scanner, sheets, set-up and lift plan', () => {
    const setupOperations = operations
      // Routes about one's own account are every role's.
      .filter(
        (operation) => !OWN_ACCOUNT.test(operation.path) && operation.roles!.includes('setup'),
      )
      .map((operation) => operation.operationId)
      .sort();
    expect(setupOperations).toEqual(
      [
        'boothSheets',
        'confirmSetup',
        'listAdminLiftSlots',
        'listAdminBooths',
        'listAdminLiftSlotsOfDay',
        'listLiftAppointments',
        'qrCode',
        'scanCode',
        'scanList',
        'scanLookup',
      ].sort(),
    );
  });
});

describe('who acted (docs/decisions.md 208)', () => {
  it('names the signed-in account on the events of its commands, and no account on what they set off', async () => {
    // The matrix above signed every token out.
    const organiser = { Authorization: `Bearer ${await signIn('organiser')}` };
    const cashier = { Authorization: `Bearer ${await signIn('cashier')}` };
    await t.http().put('/api/admin/invoice-settings').set(organiser).send(TEST_ISSUER).expect(200);
    const { vendorId } = await registerOnStall(t, organiser, 'AK-01');
    await t
      .http()
      .put(`/api/admin/vendors/${vendorId}/billing`)
      .set(cashier)
      .send({
        billingStreet: 'Hauptplatz 1',
        billingPostalCode: '9300',
        billingCity: 'St. Veit an der Glan',
        billingCountry: 'Österreich',
      })
      .expect(200);
    await t
      .http()
      .post(`/api/admin/vendors/${vendorId}/cash-payment`)
      .set(cashier)
      .send({})
      .expect(200);
    await t.settle();

    const events = await t
      .em()
      .find(DomainEventRecord, { aggregateId: vendorId }, { orderBy: { id: 'asc' } });
    const cashierAccount = await t
      .em()
      .findOneOrFail(Administrator, { username: 'matrix-cashier' });
    const organiserAccount = await t
      .em()
      .findOneOrFail(Administrator, { username: 'matrix-organiser' });
    const actorOf = (type: string) =>
      events
        .filter((event) => event.type.includes(type))
        .map((event) => [event.actor, event.actorAccountId]);

    expect(actorOf('registered')).toEqual([['vendor', null]]);
    expect(actorOf('booth-assigned')).toEqual([['Matrix Organisator', organiserAccount.id]]);
    expect(actorOf('ledger-entry-booked')).toEqual([['Matrix Kasse', cashierAccount.id]]);
    // A sign-in has no signed-in account yet: the account signing in is the one acting.
    const signIns = await t.em().find(DomainEventRecord, {
      type: 'admin.administrator-logged-in.v1',
      aggregateId: String(cashierAccount.id),
    });
    expect(new Set(signIns.map((event) => `${event.actor}/${event.actorAccountId}`))).toEqual(
      new Set([`Matrix Kasse/${cashierAccount.id}`]),
    );
    // The invoice the full payment sets off is issued by a reaction: the system's.
    const invoices = await t
      .em()
      .find(DomainEventRecord, { type: { $like: 'payments.invoice-issued%' } });
    expect(invoices.map((event) => [event.actor, event.actorAccountId])).toEqual([
      ['system', null],
    ]);
  });
});

describe('what a role may change of a vendor and see of a stall (docs/decisions.md 206)', () => {
  it('lets Kasse correct the paid amount but not the contact, shows access codes to organisers only, and gives Aufbau stalls without e-mail', async () => {
    const organiser = { Authorization: `Bearer ${await signIn('organiser')}` };
    const cashier = { Authorization: `Bearer ${await signIn('cashier')}` };
    const setup = { Authorization: `Bearer ${await signIn('setup')}` };
    const { vendorId } = await registerOnStall(t, organiser, 'AK-03');

    const refused = await t
      .http()
      .patch(`/api/admin/vendors/${vendorId}`)
      .set(cashier)
      .send({ phone: '+43 660 0000000', paymentAmount: 5000 })
      .expect(403);
    expect(refused.body.message).toBe(TEAM_MESSAGES.cashierEditsAmountOnly);
    const { body: corrected } = await t
      .http()
      .patch(`/api/admin/vendors/${vendorId}`)
      .set(cashier)
      .send({ paymentAmount: 5000, paymentNote: 'Überweisung' })
      .expect(200);
    expect(corrected.paymentAmount).toBe(5000);
    // The access code signs in as the vendor: only organisers see it.
    expect(corrected.accessCode).toBeNull();
    const codesOf = async (auth: { Authorization: string }) => {
      const { body } = await t.http().get('/api/admin/vendors').set(auth).expect(200);
      return (body as { id: string; accessCode: string | null }[]).find(
        (vendor) => vendor.id === vendorId,
      )!.accessCode;
    };
    expect(await codesOf(organiser)).toMatch(/^[A-Z0-9]{10}$/);
    expect(await codesOf(cashier)).toBeNull();
    expect(await codesOf({ Authorization: `Bearer ${await signIn('reader')}` })).toBeNull();

    const stallOf = (
      areas: { booths: { vendorId: string | null; vendorEmail: string | null }[] }[],
    ) => areas.flatMap((area) => area.booths).find((booth) => booth.vendorId === vendorId)!;
    const { body: forOrganiser } = await t
      .http()
      .get('/api/admin/booths')
      .set(organiser)
      .expect(200);
    const { body: forSetup } = await t.http().get('/api/admin/booths').set(setup).expect(200);
    expect(stallOf(forOrganiser).vendorEmail).toMatch(/@example\.at$/);
    expect(stallOf(forSetup)).toMatchObject({ vendorId, vendorEmail: null });
  });
});
