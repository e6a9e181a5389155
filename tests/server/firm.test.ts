/**
 * The firm account "Kanzlei" (issue 25 §7): creating a firm, inviting colleagues by e-mail, accepting
 * with the invited, verified address, roles, removing and leaving — through app.inject on PGlite (and
 * PostgreSQL with DATABASE_URL). Every refusal answers its status and code and writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirmMember, FirmMembers, FirmMembership, InvitationPreview } from '../../src/shared/firm.ts';
import { accept, counts, createFirm, invitationToken, invite, join, person, type Person } from '../support/firm-api.ts';
import { startOrderApi, type OrderApi } from '../support/order-api.ts';

let api: OrderApi;
beforeAll(async () => {
  api = await startOrderApi();
}, 120_000);
afterAll(async () => {
  await api?.server.close();
});

const get = (who: Person, url: string) => api.call({ method: 'GET', url, token: who.token });
const membershipOf = async (who: Person) => (await get(who, '/api/firm')).json<FirmMembership>();
const preview = (token: string) => api.call({ method: 'POST', url: '/api/firm/invitation/preview', payload: { token } });

describe('creating a firm', () => {
  it('makes the customer its office manager; an account in no firm reads null; a second firm is refused with 409', async () => {
    const manager = await person(api);
    expect(await membershipOf(manager)).toEqual({ firm: null, role: null });
    const created = await api.call({
      method: 'POST', url: '/api/firm', token: manager.token,
      payload: { name: 'Kanzlei Recht & Ordnung', street: 'Am Markt 2', zipCode: '50667', city: 'Köln', country: 'DEU', taxNumber: 'DE123456789' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<FirmMembership>()).toMatchObject({ role: 'OFFICE_MANAGER', firm: { name: 'Kanzlei Recht & Ordnung', city: 'Köln', taxNumber: 'DE123456789' } });
    expect(await membershipOf(manager)).toEqual(created.json());

    const before = await counts(api);
    const again = await api.call({ method: 'POST', url: '/api/firm', token: manager.token, payload: { name: 'Zweite Kanzlei' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_IN_FIRM' });
    expect(await counts(api)).toEqual(before);
  });

  it('refuses a guest (401), an empty or unknown field (400)', async () => {
    expect((await api.call({ method: 'POST', url: '/api/firm', payload: { name: 'X' } })).statusCode).toBe(401);
    const manager = await person(api);
    for (const payload of [{ name: '  ' }, { name: 'X', owner: 1 }, {}, { name: 'X', country: 'Deutschland' }]) {
      const refused = await api.call({ method: 'POST', url: '/api/firm', token: manager.token, payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await membershipOf(manager)).toEqual({ firm: null, role: null });
  });
});

describe('invitations', () => {
  it('mails a German invitation with the link; the invited, verified account accepts it and is a member (accepting twice answers the same)', async () => {
    const manager = await person(api);
    await createFirm(api, manager, 'Kanzlei Einladung');
    const colleague = await person(api);
    const invited = await invite(api, manager, `  ${colleague.email.toUpperCase()} `);
    expect(invited.statusCode, invited.body).toBe(201);
    const [mail] = await api.q<{ subject: string; text_body: string }>(
      'select subject, text_body from mail_outbox where lower(recipient) = lower($1) order by id desc limit 1', [colleague.email],
    );
    expect(mail!.subject).toBe('Einladung in die Kanzlei „Kanzlei Einladung“ bei Kursmarkt');
    expect(mail!.text_body).toContain('Einladung annehmen: http://shop.test/kanzlei-einladung#token=');
    const token = await invitationToken(api, colleague.email);
    // Only the token's hash is stored.
    expect((await api.q<{ n: number }>('select count(*)::int as n from firm_invitation where token_hash = $1', [token]))[0]!.n).toBe(0);

    const shown = await preview(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<InvitationPreview>()).toEqual({ firmName: 'Kanzlei Einladung', email: colleague.email.toUpperCase(), accountExists: true });
    const listed = (await get(manager, '/api/firm/members')).json<FirmMembers>();
    expect(listed.invitations.map((i) => i.email)).toEqual([colleague.email.toUpperCase()]);

    const accepted = await accept(api, colleague, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<FirmMembership>()).toMatchObject({ role: 'MEMBER', firm: { name: 'Kanzlei Einladung' } });
    expect((await accept(api, colleague, token)).json()).toEqual(accepted.json());
    const members = (await get(manager, '/api/firm/members')).json<FirmMembers>();
    expect(members.members.map((m) => [m.email, m.role])).toEqual([[manager.email, 'OFFICE_MANAGER'], [colleague.email, 'MEMBER']]);
    expect(members.invitations).toEqual([]);
    // The used link cannot be used by anybody else.
    expect((await preview(token)).json()).toMatchObject({ code: 'INVITATION_INVALID' });
  });

  it('tells an address without an account to register first', async () => {
    const manager = await person(api);
    await createFirm(api, manager);
    const email = `neu.${Date.now()}@example.org`;
    expect((await invite(api, manager, email)).statusCode).toBe(201);
    expect((await preview(await invitationToken(api, email))).json()).toMatchObject({ email, accountExists: false });
  });

  it('refuses inviting an address of another firm (409 ALREADY_IN_FIRM), a member again (409), a bad address (422), a member or a firmless account inviting (403/404) — writing nothing', async () => {
    const managerA = await person(api);
    await createFirm(api, managerA, 'Kanzlei A');
    const managerB = await person(api);
    await createFirm(api, managerB, 'Kanzlei B');
    const memberB = await person(api);
    await join(api, managerB, memberB);
    const memberA = await person(api);
    await join(api, managerA, memberA);
    const outsider = await person(api);

    const before = await counts(api);
    const cases: [string, Person, string, number, string][] = [
      ['a member of another firm', managerA, memberB.email.toUpperCase(), 409, 'ALREADY_IN_FIRM'],
      ['the office manager of another firm', managerA, managerB.email, 409, 'ALREADY_IN_FIRM'],
      ['a member of this firm', managerA, memberA.email, 409, 'ALREADY_MEMBER'],
      ['not an address', managerA, 'kollege-at-kanzlei.de', 422, 'EMAIL_INVALID'],
      ['an address without a domain dot', managerA, 'kollege@kanzlei', 422, 'EMAIL_INVALID'],
      ['a member inviting', memberA, outsider.email, 403, 'NOT_OFFICE_MANAGER'],
      ['an account in no firm inviting', outsider, `x.${Date.now()}@example.org`, 404, 'NOT_IN_FIRM'],
    ];
    for (const [what, who, email, status, code] of cases) {
      const refused = await invite(api, who, email);
      expect(refused.statusCode, `${what}: ${refused.body}`).toBe(status);
      expect(refused.json(), what).toMatchObject({ code });
      expect(refused.json<{ message: string }>().message.length, what).toBeGreaterThan(10);
    }
    expect(await counts(api)).toEqual(before);
    expect((await api.call({ method: 'POST', url: '/api/firm/invitations', payload: { email: outsider.email } })).statusCode).toBe(401);
  });

  it('refuses accepting with another address (403), an unverified address (403), an expired (410), withdrawn or unknown link (404), and when the account joined another firm meanwhile (409)', async () => {
    const manager = await person(api);
    await createFirm(api, manager, 'Kanzlei Annahme');
    const invitee = await person(api);
    const unverified = await person(api, false);
    const stranger = await person(api);
    await invite(api, manager, invitee.email);
    const token = await invitationToken(api, invitee.email);
    await invite(api, manager, unverified.email);
    const unverifiedToken = await invitationToken(api, unverified.email);

    const before = await counts(api);
    const other = await accept(api, stranger, token);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'INVITATION_OTHER_EMAIL' });
    const notVerified = await accept(api, unverified, unverifiedToken);
    expect(notVerified.statusCode).toBe(403);
    expect(notVerified.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    const unknown = await accept(api, invitee, 'A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'INVITATION_INVALID' });
    expect((await accept(api, invitee, 'kurz')).statusCode).toBe(400);
    expect((await api.call({ method: 'POST', url: '/api/firm/invitation/accept', payload: { token } })).statusCode).toBe(401);
    expect(await counts(api)).toEqual(before);

    // Expired.
    await api.q(`update firm_invitation set expires_at = now() - interval '1 minute' where lower(email) = lower($1)`, [invitee.email]);
    const late = await accept(api, invitee, token);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: 'INVITATION_EXPIRED' });
    expect((await preview(token)).statusCode).toBe(410);

    // Invited again: the old link stops working, the new one works — unless the account joined another firm meanwhile.
    await invite(api, manager, invitee.email);
    const fresh = await invitationToken(api, invitee.email);
    expect((await accept(api, invitee, token)).json()).toMatchObject({ code: 'INVITATION_INVALID' });
    const otherManager = await person(api);
    await createFirm(api, otherManager, 'Andere Kanzlei');
    await join(api, otherManager, invitee);
    const meanwhile = await accept(api, invitee, fresh);
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json()).toMatchObject({ code: 'ALREADY_IN_FIRM' });
    expect((await membershipOf(invitee)).firm!.name).toBe('Andere Kanzlei');

    // Withdrawn.
    const later = await person(api);
    const invitation = (await invite(api, manager, later.email)).json<{ id: number }>();
    const laterToken = await invitationToken(api, later.email);
    expect((await api.call({ method: 'DELETE', url: `/api/firm/invitations/${invitation.id}`, token: otherManager.token })).statusCode).toBe(404);
    expect((await api.call({ method: 'DELETE', url: `/api/firm/invitations/${invitation.id}`, token: manager.token })).statusCode).toBe(204);
    expect((await accept(api, later, laterToken)).json()).toMatchObject({ code: 'INVITATION_INVALID' });
    expect(await membershipOf(later)).toEqual({ firm: null, role: null });
  });
});

describe('roles, removing and leaving', () => {
  it('the office manager changes roles and removes members, never the last office manager; a member may do neither', async () => {
    const manager = await person(api);
    await createFirm(api, manager);
    const anna = await person(api);
    const bert = await person(api);
    await join(api, manager, anna);
    await join(api, manager, bert);
    const role = (who: Person, member: Person, value: string) =>
      api.call({ method: 'PATCH', url: `/api/firm/members/${member.id}`, token: who.token, payload: { role: value } });
    const remove = (who: Person, member: Person) => api.call({ method: 'DELETE', url: `/api/firm/members/${member.id}`, token: who.token });

    const demoteLast = await role(manager, manager, 'MEMBER');
    expect(demoteLast.statusCode).toBe(409);
    expect(demoteLast.json()).toMatchObject({ code: 'LAST_OFFICE_MANAGER' });
    const removeLast = await remove(manager, manager);
    expect(removeLast.statusCode).toBe(409);
    expect(removeLast.json()).toMatchObject({ code: 'LAST_OFFICE_MANAGER' });
    const leaveLast = await api.call({ method: 'POST', url: '/api/firm/leave', token: manager.token });
    expect(leaveLast.statusCode).toBe(409);
    expect(leaveLast.json()).toMatchObject({ code: 'LAST_OFFICE_MANAGER' });
    expect((await role(anna, bert, 'OFFICE_MANAGER')).json()).toMatchObject({ statusCode: 403, code: 'NOT_OFFICE_MANAGER' });
    expect((await remove(anna, bert)).statusCode).toBe(403);
    expect((await role(manager, anna, 'BOSS')).statusCode).toBe(400);
    const stranger = await person(api);
    expect((await role(manager, stranger, 'MEMBER')).statusCode).toBe(404);
    expect((await remove(manager, stranger)).statusCode).toBe(404);
    expect((await membershipOf(manager)).role).toBe('OFFICE_MANAGER');

    const promoted = await role(manager, anna, 'OFFICE_MANAGER');
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json<FirmMember>()).toMatchObject({ accountId: anna.id, role: 'OFFICE_MANAGER' });
    // Two office managers now: the first may step down.
    expect((await role(manager, manager, 'MEMBER')).json()).toMatchObject({ role: 'MEMBER' });
    expect((await get(manager, '/api/firm/members')).statusCode).toBe(403);
    expect((await remove(anna, bert)).statusCode).toBe(204);
    expect(await membershipOf(bert)).toEqual({ firm: null, role: null });
    const left = (await get(anna, '/api/firm/members')).json<FirmMembers>().members.map((m) => m.accountId);
    expect(left.sort()).toEqual([anna.id, manager.id].sort());
  });

  it('a member leaves and may then join another firm; the last member leaving closes the firm and its open invitations', async () => {
    const manager = await person(api);
    await createFirm(api, manager);
    const member = await person(api);
    await join(api, manager, member);
    const left = await api.call({ method: 'POST', url: '/api/firm/leave', token: member.token });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toEqual({ firm: null, role: null });
    expect((await api.call({ method: 'POST', url: '/api/firm/leave', token: member.token })).json()).toMatchObject({ statusCode: 404, code: 'NOT_IN_FIRM' });
    await createFirm(api, member, 'Eigene Kanzlei');

    const pending = await person(api);
    await invite(api, manager, pending.email);
    const token = await invitationToken(api, pending.email);
    expect((await api.call({ method: 'POST', url: '/api/firm/leave', token: manager.token })).statusCode).toBe(200);
    expect((await accept(api, pending, token)).json()).toMatchObject({ code: 'INVITATION_INVALID' });
  });
});
