import { describe, expect, it } from 'vitest';
import {
  editResolver,
  fingerprint,
  newCard,
  toPayload,
  validate,
  type CardValues,
  type EditValues,
} from '@/components/timesheets/edit/edit-values';

// The timesheet edit form's rules on the form kit: the resolver puts each problem on the input it is about
// (so the first invalid one takes the focus) and lists a row's overlaps; the body keeps untouched instants.

const WEEK = '2030-03-04';
const card = (day: string, from: string, to: string, brk = '30', over: Partial<CardValues> = {}): CardValues => ({
  inDate: day,
  inTime: from,
  outDate: day,
  outTime: to,
  breakMinutes: brk,
  ...over,
});
const values = (cards: CardValues[], over: Partial<EditValues> = {}): EditValues => ({
  cards,
  comment: '',
  manager: '',
  reason: '',
  ...over,
});
const text = (issue: string, rows?: string) => (rows && issue === 'overlap' ? `overlap:${rows}` : issue);
const resolve = (v: EditValues) => editResolver(WEEK, text)(v, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('timesheet edit values', () => {
  it('accepts a clean week and hands the values on', async () => {
    const v = values([card('2030-03-04', '09:00', '17:00'), card('2030-03-05', '09:00', '17:00')]);
    expect(await resolve(v)).toEqual({ values: v, errors: {} });
  });

  it('puts each problem on its input: clock-in, clock-out, break; an overlap on both ends of both rows', async () => {
    const { errors } = await resolve(
      values([
        card('2030-02-20', '09:00', '17:00'),
        card('2030-03-05', '17:00', '09:00'),
        card('2030-03-06', '09:00', '17:00', 'x'),
        card('2030-03-07', '09:00', '17:00'),
        card('2030-03-07', '16:00', '20:00'),
      ]),
    );
    const cards = errors.cards as unknown as Record<string, { type: string; message: string }>[];
    expect(cards[0]).toMatchObject({ inDate: { type: 'outsideWeek' } });
    expect(cards[1]).toMatchObject({ outDate: { type: 'outBeforeIn' } });
    expect(cards[2]).toMatchObject({ breakMinutes: { type: 'breakInvalid' } });
    expect(cards[3]).toMatchObject({ inDate: { type: 'overlap' }, outDate: { type: 'overlap' }, overlap: { message: 'overlap:5' } });
    expect(cards[4]).toMatchObject({ overlap: { message: 'overlap:4' } });
    expect(validate(values([]).cards, WEEK).count).toBe(0);
  });

  it('counts the problems for the summary, one per kind per row', () => {
    const { count } = validate([card('2030-03-05', '', '09:00', '999'), card('2030-03-05', '08:00', '10:00')], WEEK);
    expect(count).toBe(2); // the first row: no clock-in, and a break over 12 hours
  });

  it('sends the stored instants back for untouched times, and a reason alone is no change', () => {
    const orig = {
      in: '2030-03-04T09:00:07.000Z',
      out: '2030-03-04T17:00:00.000Z',
      inDate: '2030-03-04',
      inTime: '10:00',
      outDate: '2030-03-04',
      outTime: '18:00',
    };
    const kept = card('2030-03-04', '10:00', '18:00', ' 15 ', { _id: 'c1', orig });
    const body = toPayload(values([kept], { comment: '  ', manager: ' Jo ', reason: 'Phone call' }));
    expect(body).toEqual({
      timecards: [{ _id: 'c1', clock_in: orig.in, clock_out: orig.out, break_minutes: 15 }],
      comment: null,
      manager: 'Jo',
      reason: 'Phone call',
    });
    expect(fingerprint(values([kept], { reason: 'x' }))).toBe(fingerprint(values([kept])));
  });

  it('adds a new card the day after the last, within the week', () => {
    expect(newCard([card('2030-03-06', '09:00', '17:00')], WEEK)).toMatchObject({ inDate: '2030-03-07', outDate: '2030-03-07' });
    expect(newCard([card('2030-03-10', '09:00', '17:00')], WEEK).inDate).toBe('2030-03-04');
  });
});
