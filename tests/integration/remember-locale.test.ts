import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { lookupSession } from '@/lib/auth/guard';
import { rememberLocale } from '@/lib/auth/remember-locale';
import { db } from '@/lib/db/client';
import { mailbox, users } from '@/lib/db/schema';
import { dispatchAll } from '@/lib/notifications/dispatch';
import { notify } from '@/lib/notifications/notify';
import { demoSessions } from './fixtures';
import { userByEmail } from './helpers';
// The mail dispatcher asks for the approval-link issuer, which registers itself when loaded (as app-jobs does at start-up).
import '@/lib/approval-links/issue';

/**
 * The language a user reads the portal in (stored by the signed-in layout through rememberLocale) is
 * the one her session carries and her notification mails are written in.
 */
const demo = demoSessions(['recruiter']);

afterAll(async () => {
  const { user } = await userByEmail('recruiter@acme.test');
  await db().update(users).set({ locale: null }).where(eq(users.id, user.id));
});

describe('the remembered language', () => {
  it('is stored for the user, read with her session, and used for her mails', async () => {
    const { user } = await userByEmail('recruiter@acme.test');
    await rememberLocale(db(), { userId: user.id, tenantId: user.tenantId }, 'fr');
    const stored = (await db().select({ locale: users.locale }).from(users).where(eq(users.id, user.id)))[0]!;
    expect(stored.locale).toBe('fr');
    // The session is read from the database on every lookup: the saved language is in the very next one.
    const found = await lookupSession(demo.recruiter);
    expect(found.ok && found.session.locale).toBe('fr');
    // Another tenant's id changes nothing.
    await rememberLocale(db(), { userId: user.id, tenantId: demo.globexId }, 'de');
    expect((await db().select({ locale: users.locale }).from(users).where(eq(users.id, user.id)))[0]!.locale).toBe('fr');

    await dispatchAll(db());
    const key = randomUUID();
    await db().transaction((tx) =>
      notify(tx, {
        event: 'order_created',
        tenantId: demo.acmeId,
        userIds: [user.id],
        key,
        payload: { company: 'Northwind', position: 'Picker', headcount: 2 },
        link: '/orders',
      }),
    );
    await dispatchAll(db());
    const mails = await db().select().from(mailbox).where(eq(mailbox.to, user.email));
    const mail = mails.sort((a, b) => b.id - a.id).find((m) => m.subject.includes('Northwind'))!;
    expect(mail.subject).toBe('Nouvelle commande de Northwind : Picker');
    expect(mail.html).toContain('lang="fr"');
  });
});
