import { z } from 'zod';
import { placeForm } from '@/lib/applications/place-schema';
import type { ApplicationRow } from '@/lib/applications/schema';

/** What the dialog's inputs hold: text, as inputs do. */
const placeTexts = z.object({
  company_id: z.string(),
  location_id: z.string(),
  position: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  bill_rate: z.string(),
  pay_rate: z.string(),
});
type PlaceTexts = z.infer<typeof placeTexts>;

// An empty rate is no number at all (NaN), which the rate's rule refuses with its own message.
const rate = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

/** The texts turned into the placement's fields (no end date is none), checked by the schema the API shares. */
export const placeFormSchema = placeTexts
  .transform((d) => ({ ...d, end_date: d.end_date || null, bill_rate: rate(d.bill_rate), pay_rate: rate(d.pay_rate) }))
  .pipe(placeForm);

// The user's own calendar day (en-CA formats as yyyy-MM-dd).
const today = () => new Date().toLocaleDateString('en-CA');

/** Starts from the application's job: its place, its position and its posted pay; today as the first day. */
export const placeTextsOf = (app: ApplicationRow): PlaceTexts => ({
  company_id: app.company_id ?? '',
  location_id: app.location_id ?? '',
  position: app.job_position ?? '',
  start_date: today(),
  end_date: '',
  bill_rate: '',
  pay_rate: app.job_pay_rate === null ? '' : String(app.job_pay_rate),
});
