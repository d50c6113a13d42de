import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema';
import { theRow } from '../rows';
import { nth } from './lists';

/**
 * Demo career resources and referrals for one tenant (issue 5). Idempotent: each part is skipped when
 * the tenant already has rows of it. Runs after the recruiting seed, whose referral statuses it uses.
 */

const CATEGORIES: {
  name: string;
  resources: { kind: 'article' | 'link'; title: string; summary: string; body?: string; url?: string; published: boolean }[];
}[] = [
  {
    name: 'Getting started',
    resources: [
      {
        kind: 'article',
        title: 'Your first day on assignment',
        summary: 'What to bring, when to arrive and who to ask for.',
        published: true,
        body: '<h2>Before you go</h2><p>Check the site address and your start time in the app the evening before.</p><ul><li>Photo ID</li><li>Safety boots if the job asks for them</li><li>Water and a packed lunch</li></ul><h3>When you arrive</h3><p>Ask for the <strong>site manager</strong> named in your assignment and clock in from the app.</p>',
      },
      {
        kind: 'article',
        title: 'How clocking in works',
        summary: 'Clock in and out from your phone, and add your breaks.',
        published: true,
        body: '<p>Open the app and tap <strong>Clock in</strong> when your shift starts. Tap <strong>Start break</strong> and <strong>End break</strong> for unpaid breaks.</p><p>Forgot to clock out? Tell your recruiter the same day so your timesheet is right.</p>',
      },
    ],
  },
  {
    name: 'Interviews',
    resources: [
      {
        kind: 'article',
        title: 'Five tips for a great interview',
        summary: 'Simple things that make a strong first impression.',
        published: true,
        body: '<ol><li>Arrive ten minutes early.</li><li>Bring a copy of your resume.</li><li>Give examples from past jobs.</li><li>Ask about the shift pattern.</li><li>Thank the interviewer.</li></ol>',
      },
      {
        kind: 'article',
        title: 'Questions you can ask the employer',
        summary: 'A draft we are still writing.',
        published: false,
        body: '<p>Coming soon.</p>',
      },
    ],
  },
  {
    name: 'Pay and safety',
    resources: [
      {
        kind: 'link',
        title: 'Workers’ rights (OSHA)',
        summary: 'Your rights to a safe workplace, from the U.S. Department of Labor.',
        url: 'https://www.osha.gov/workers',
        published: true,
      },
      {
        kind: 'link',
        title: 'Understanding your paycheck',
        summary: 'Deductions and overtime explained.',
        url: 'https://www.dol.gov/agencies/whd/overtime',
        published: true,
      },
    ],
  },
];

async function seedCareerResources(db: Db, tenantId: string, now: Date): Promise<void> {
  const [existing] = await db
    .select({ id: t.careerResourceCategories.id })
    .from(t.careerResourceCategories)
    .where(eq(t.careerResourceCategories.tenantId, tenantId))
    .limit(1);
  if (existing) return;
  for (const [position, c] of CATEGORIES.entries()) {
    const category = theRow(
      await db.insert(t.careerResourceCategories).values({ tenantId, name: c.name, position }).returning(),
      'category',
    );
    await db.insert(t.careerResources).values(
      c.resources.map((r, i) => ({
        tenantId,
        categoryId: category.id,
        kind: r.kind,
        title: r.title,
        summary: r.summary,
        bodyHtml: r.body ?? null,
        url: r.url ?? null,
        position: i,
        publishedAt: r.published ? now : null,
      })),
    );
  }
}

async function seedReferrals(db: Db, tenantId: string, now: Date): Promise<void> {
  const [existing] = await db
    .select({ id: t.referralBonusRules.id })
    .from(t.referralBonusRules)
    .where(eq(t.referralBonusRules.tenantId, tenantId))
    .limit(1);
  if (existing) return;
  const standard = theRow(
    await db
      .insert(t.referralBonusRules)
      .values([
        { tenantId, name: 'Standard referral', amount: '250.00', daysRequired: 30 },
        { tenantId, name: 'Forklift operator referral', amount: '400.00', daysRequired: 60, position: 'Forklift Operator' },
        { tenantId, name: 'Holiday 2023 drive', amount: '150.00', daysRequired: 14, active: false },
      ])
      .returning(),
    'bonus rule',
  );
  const statuses = await db
    .select()
    .from(t.statusOptions)
    .where(and(eq(t.statusOptions.tenantId, tenantId), eq(t.statusOptions.kind, 'referral')));
  const status = (name: string) => statuses.find((s) => s.name === name)?.id ?? null;
  const people = await db.select().from(t.candidates).where(eq(t.candidates.tenantId, tenantId)).orderBy(asc(t.candidates.email));
  if (people.length < 8) return;
  const name = (c: (typeof people)[number]) => `${c.firstName} ${c.lastName}`;
  const referred = (c: (typeof people)[number]) => ({
    referredCandidateId: c.id,
    referredName: name(c),
    referredEmail: c.email,
    referredPhone: c.phone,
  });
  await db.insert(t.referrals).values([
    {
      tenantId,
      referrerCandidateId: nth(people, 0).id,
      ...referred(nth(people, 1)),
      statusId: status('Hired'),
      bonusRuleId: standard.id,
      bonusAmount: '250.00',
      bonusState: 'eligible',
    },
    {
      tenantId,
      referrerCandidateId: nth(people, 2).id,
      ...referred(nth(people, 3)),
      statusId: status('Paid'),
      bonusRuleId: standard.id,
      bonusAmount: '250.00',
      bonusState: 'paid',
      bonusPaidAt: now,
    },
    { tenantId, referrerCandidateId: nth(people, 4).id, ...referred(nth(people, 5)), statusId: status('Contacted'), bonusState: 'pending' },
    {
      tenantId,
      referrerCandidateId: nth(people, 6).id,
      referredName: 'Jordan Rivera',
      referredEmail: 'jordan.rivera@mail.test',
      referredPhone: '(614) 555-0142',
      statusId: status('New'),
    },
  ]);
}

export async function seedCareerAndReferrals(db: Db, tenantId: string, now = new Date()): Promise<void> {
  await seedCareerResources(db, tenantId, now);
  await seedReferrals(db, tenantId, now);
}
