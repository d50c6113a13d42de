/**
 * Today's date (yyyy-MM-dd) in a location's time zone: "today" for a site in Los Angeles is not the
 * server's UTC day. An unknown zone falls back to UTC rather than failing the request.
 */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}
