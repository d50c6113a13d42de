import { createParser, type inferParserType } from 'nuqs/server';
import { fetchRange, weekFrom } from '@/lib/shifts-board/days';
import { SHIFT_STATUSES, STAFFING_FILTERS, type BoardFilter } from '@/lib/shifts-board/types';
import { dayParam, freeText, listLoader, oneOfParam, textParam, uuidParser } from '@/lib/url-state/params';

const BOARD_VIEWS = ['board', 'agenda'] as const;
export type BoardView = (typeof BOARD_VIEWS)[number];

/**
 * The board's state in the URL (?week=&location=&position=&status=&staffing=&q=&view=), read by the server page (its
 * first week) and the screen alike; bad values read as the defaults. `week` '' is this week (the reader's),
 * any other day stands for its week; `view` '' follows the window's width.
 */
export const boardParams = {
  week: dayParam,
  location: uuidParser.withDefault('all'),
  position: createParser({ parse: (v) => freeText(v.trim(), 80) || null, serialize: (v: string) => v }).withDefault(''),
  /** A phase: draft, published, in_progress, completed, cancelled. */
  status: oneOfParam(SHIFT_STATUSES, 'all'),
  /** open (places unfilled), filled, no_show (lib/shifts/definitions.ts staffingSql). */
  staffing: oneOfParam(STAFFING_FILTERS, 'all'),
  q: textParam(100),
  view: oneOfParam(BOARD_VIEWS, ''),
};
export const loadBoardQuery = listLoader(boardParams);

export type BoardParams = inferParserType<typeof boardParams>;
/** The board's state with its week resolved against the reader's today. */
export type BoardQuery = BoardFilter & { week: string; view: BoardView | '' };

export const boardQueryOf = (p: BoardParams, today: string): BoardQuery => ({ ...p, week: weekFrom(p.week, today) });

export const hasFilters = (q: BoardFilter) =>
  q.location !== 'all' || q.status !== 'all' || q.staffing !== 'all' || Boolean(q.position || q.q);
export const NO_FILTERS = { location: null, position: null, status: null, staffing: null, q: null } as const;

/** GET /shifts/v2 for the week (SPEC §3 shift query fields); the pages are the fetcher's. */
export const weekQuery = (q: BoardQuery) => ({
  ...fetchRange(q.week),
  location: q.location === 'all' ? undefined : q.location,
  position: q.position || undefined,
  status: q.status === 'all' ? undefined : q.status,
  staffing: q.staffing === 'all' ? undefined : q.staffing,
  search: q.q || undefined,
});
export type WeekQuery = ReturnType<typeof weekQuery>;
