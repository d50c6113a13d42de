-- One number (DESIGN.md §8): a timesheet's stored days (day_hours, 0021) must add up to its stored total,
-- as the engine now stores them (lib/pay-rules/hundredths.ts). Days stored before were each rounded on their
-- own, and 0021's backfill counted the clock-out's seconds, so 25 of 25 approved demo sheets showed days
-- 0.02–0.05 h off their totals. The total is what was frozen and billed, so it stays; the days become its
-- shares in proportion to the stored days (largest remainder, ties to the earlier day), exactly like
-- apportion() in lib/pay-rules/hundredths.ts. Sheets with no day figures at all carry the total on day one.
CREATE OR REPLACE FUNCTION day_hours_fit(days numeric[], total numeric) RETURNS numeric[] AS $$
  WITH d AS (
    SELECT i, greatest(coalesce(days[i], 0), 0) AS w FROM generate_series(1, 7) i
  ), s AS (
    SELECT sum(w) AS sw, greatest(round(total * 100), 0) AS t FROM d
  ), f AS (
    SELECT d.i, d.w, CASE WHEN s.sw > 0 THEN floor(s.t * d.w / s.sw) ELSE 0 END AS fl,
      CASE WHEN s.sw > 0 THEN s.t * d.w / s.sw - floor(s.t * d.w / s.sw) ELSE 0 END AS r
    FROM d, s
  ), ranked AS (
    SELECT f.*, row_number() OVER (ORDER BY (f.w > 0) DESC, f.r DESC, f.i) AS k FROM f
  ), spare AS (
    SELECT s.t - (SELECT sum(fl) FROM f) AS n, s.sw, s.t FROM s
  )
  SELECT array_agg(
    (CASE WHEN spare.sw > 0 THEN ranked.fl + CASE WHEN ranked.k <= spare.n AND ranked.w > 0 THEN 1 ELSE 0 END
          WHEN ranked.i = 1 THEN spare.t ELSE 0 END / 100.0)::numeric(8, 2) ORDER BY ranked.i)
  FROM ranked, spare
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
UPDATE timesheets SET day_hours = day_hours_fit(day_hours, regular_hours + overtime_hours + double_time_hours)
WHERE (SELECT coalesce(sum(greatest(coalesce(day_hours[i], 0), 0)), 0) FROM generate_series(1, 7) i) <> regular_hours + overtime_hours + double_time_hours
  OR (SELECT bool_or(coalesce(day_hours[i], 0) < 0) FROM generate_series(1, 7) i);
