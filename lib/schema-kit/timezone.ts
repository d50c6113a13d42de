/**
 * The browser's time zone from the X-Timezone header that the API client adds (SPEC §7), so "today"
 * and day boundaries are the user's, not the server's. Anything that is not a known IANA zone is UTC.
 */
export function requestTimeZone(headers: Pick<Headers, 'get'>): string {
  const tz = headers.get('x-timezone')?.trim();
  if (!tz || tz.length > 64) return 'UTC';
  try {
    // Throws for a zone ICU does not know. The name is kept as sent: ICU would rename some (Asia/Kolkata
    // becomes Asia/Calcutta), and PostgreSQL knows the current IANA names.
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    return 'UTC';
  }
}

/** The calendar date (yyyy-MM-dd) of an instant in a time zone. */
export function dateIn(timeZone: string, at = new Date()): string {
  // en-CA formats as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
