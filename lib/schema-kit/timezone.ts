/** The calendar date (yyyy-MM-dd) of an instant in a time zone. */
export function dateIn(timeZone: string, at = new Date()): string {
  // en-CA formats as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
