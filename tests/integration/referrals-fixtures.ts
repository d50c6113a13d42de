import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import * as rules from '@/app/api/main/referral-bonus-rules/route';
import * as referrals from '@/app/api/main/referrals/route';
import { db } from '@/lib/db/client';
import { locations, placements, statusOptions } from '@/lib/db/schema';
import type { BonusRule, ReferralDetail } from '@/lib/referrals/schema';
import { call, json } from './helpers';

/** Rows the referral tests create for themselves. */

export const tag = () => randomUUID().slice(0, 8);
export const referralPath = (id: string) => `/api/main/referrals/${id}`;
export const rulePath = (id: string) => `/api/main/referral-bonus-rules/${id}`;

export async function created<T>(res: Response): Promise<T> {
  const body = await json<{ data: T }>(res);
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data;
}

export async function ok<T>(res: Response): Promise<T> {
  const body = await json<{ data: T }>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

export const addReferral = async (token: string, body: Record<string, unknown>) =>
  created<ReferralDetail>(await call(referrals.POST, 'POST', '/api/main/referrals', { token, body }));

export const addRule = async (
  token: string,
  body: Partial<{ name: string; amount: number; days_required: number; position: string | null; active: boolean }> = {},
) =>
  created<BonusRule>(
    await call(rules.POST, 'POST', '/api/main/referral-bonus-rules', {
      token,
      body: { name: `Rule ${tag()}`, amount: 250, days_required: 30, ...body },
    }),
  );

/** A placement of the candidate that started `daysAgo` days before today (UTC). */
export async function placeSince(tenantId: string, candidateId: string, daysAgo: number, position = 'Forklift Operator') {
  const loc = (await db().select().from(locations).where(eq(locations.tenantId, tenantId)).orderBy(asc(locations.name)).limit(1))[0]!;
  const startDate = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  await db().insert(placements).values({
    tenantId,
    candidateId,
    companyId: loc.companyId,
    locationId: loc.id,
    position,
    startDate,
    billRate: '30.00',
    payRate: '20.00',
  });
}

export async function referralStatuses(tenantId: string) {
  return db()
    .select()
    .from(statusOptions)
    .where(and(eq(statusOptions.tenantId, tenantId), eq(statusOptions.kind, 'referral')))
    .orderBy(asc(statusOptions.position));
}
