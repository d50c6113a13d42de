import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ApiError, conflict, say, type ErrorText } from '@/lib/errors';
import { audit } from '@/lib/audit';
import { hashToken } from '@/lib/auth/login';
import { enforce } from '@/lib/auth/rate-limit';
import type { DbOrTx } from '@/lib/db/client';
import { placementRequests } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { sendMail } from '@/lib/mail';
import { linkMail, recipientLocale } from '@/lib/mail/catalogue';
import { notify } from '@/lib/notifications/notify';
import { agencyDesk } from '@/lib/notifications/recipients';
import type { Tenant } from '@/lib/settings/queries';
import { CONFIRM_TTL_MS, PLACEMENT_RATE } from './limits';
import { toApi } from './queries';
import type { PlacementRequestInput } from './schema';
import { positionNamed, resolvePosition } from '@/lib/work-requests/positions';
import { requestSpan } from '@/lib/work-requests/fields';
import { theRow } from '@/lib/db/rows';

const REQUEST_SENT = say('done.placements.requestSent');

/** The confirmation mail in the sender's language (the form's request: she has no account to save one). */
async function confirmationMail(
  tenant: Tenant,
  input: PlacementRequestInput & { asked: string },
  link: string,
  locale: string | undefined,
) {
  const mail = await linkMail('placementConfirm', recipientLocale(locale), link, {
    name: input.contact_name,
    tenant: tenant.name,
    headcount: input.headcount,
    position: input.asked,
    start: input.start_date,
    location: input.location,
    hours: CONFIRM_TTL_MS / 3_600_000,
  });
  return { tenantId: tenant.id, to: input.email, subject: mail.subject, text: mail.text, html: mail.html, kind: 'placement-confirm' };
}

/**
 * What the sender asked for: one of the agency's positions (chosen, or typed with its very name), or the
 * form's "Other" text, kept as typed beside the request and never taken for a position of the agency.
 */
async function requestedPosition(
  db: DbOrTx,
  tenantId: string,
  input: PlacementRequestInput,
): Promise<{ position: string | null; other: string | null }> {
  if (input.position_id) return { position: await resolvePosition(db, tenantId, input), other: null };
  const typed = input.position ?? '';
  const named = await positionNamed(db, tenantId, typed);
  return named ? { position: named, other: null } : { position: null, other: typed };
}

/**
 * Stores a request from the embeddable form with a single-use confirmation token (32 random bytes, only
 * the SHA-256 kept) and mails the link. A dev-mailbox mail commits with the request; an SMTP mail goes
 * once the request is committed (lib/mail), so it never names a request that was not stored. If it
 * cannot be sent, the sender sees the error and can simply try again; the unconfirmed request expires.
 */
export async function createPlacementRequest(
  db: DbOrTx,
  tenant: Tenant,
  input: PlacementRequestInput,
  meta: { ip: string; origin: string; locale?: string },
): Promise<{ message: ErrorText }> {
  await enforce(db, `placement-request:ip:${meta.ip}`, PLACEMENT_RATE.limit, PLACEMENT_RATE.windowSeconds, 'placementRequests.tooMany');
  if (input.website) {
    log.info({ tenantId: tenant.id, ip: meta.ip }, 'placement request honeypot filled; nothing stored');
    return { message: REQUEST_SENT };
  }
  const position = await requestedPosition(db, tenant.id, input);
  const asked = position.position ?? position.other ?? '';
  const span = requestSpan({ start: input.start_date, end_date: input.end_date, repeat: input.repeat });
  const token = randomBytes(32).toString('base64url');
  // PUBLIC_URL in deployments; the server's own origin otherwise (as sign-in links do).
  const link = `${(env().PUBLIC_URL ?? meta.origin).replace(/\/+$/, '')}/confirm-placement?token=${token}`;
  await db.transaction(async (tx) => {
    const row = theRow(
      await tx
        .insert(placementRequests)
        .values({
          tenantId: tenant.id,
          companyName: input.company_name,
          contactName: input.contact_name,
          email: input.email,
          phone: input.phone,
          position: position.position,
          positionOther: position.other,
          headcount: input.headcount,
          startDate: span.start_date,
          endDate: span.end_date,
          workDates: span.work_dates,
          location: input.location,
          notes: input.notes,
          tokenHash: hashToken(token),
          tokenExpiresAt: new Date(Date.now() + CONFIRM_TTL_MS),
        })
        .returning({ id: placementRequests.id }),
      'placement request',
    );
    await audit(tx, { tenantId: tenant.id, action: 'placement_request.created', target: row.id, ip: meta.ip });
    await sendMail(tx, await confirmationMail(tenant, { ...input, asked }, link, meta.locale));
  });
  return { message: REQUEST_SENT };
}

/** Confirms once: an unknown token is 404, an expired one 410, a second confirmation 409. */
export async function confirmPlacementRequest(db: DbOrTx, token: string, ip: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(placementRequests)
      .where(eq(placementRequests.tokenHash, hashToken(token)))
      .for('update')
      .limit(1);
    if (!row) throw new ApiError(404, say('placementRequests.invalidLink'), 'invalid_token');
    if (row.confirmedAt) throw conflict('placementRequests.alreadyConfirmed');
    if (row.tokenExpiresAt <= new Date()) throw new ApiError(410, say('placementRequests.expired'), 'token_expired');
    const updated = theRow(
      await tx.update(placementRequests).set({ confirmedAt: new Date() }).where(eq(placementRequests.id, row.id)).returning(),
      'placement request',
    );
    await audit(tx, { tenantId: row.tenantId, action: 'placement_request.confirmed', target: row.id, ip });
    await notify(tx, {
      event: 'placement_request_confirmed',
      tenantId: row.tenantId,
      userIds: await agencyDesk(tx, row.tenantId),
      key: `placement-request:${row.id}`,
      payload: { company: row.companyName, position: row.position ?? row.positionOther ?? '', headcount: row.headcount },
      link: '/placements',
    });
    return toApi(updated);
  });
}
