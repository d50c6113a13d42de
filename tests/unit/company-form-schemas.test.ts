import { describe, expect, it } from 'vitest';
import { kioskForm, locationForm, positionForm } from '@/components/companies/form-schemas';

// The company dialogs' inputs hold text; these schemas turn it into the API body and check it with the
// API's own schema, so the dialog refuses what the server would and sends what it expects.
describe('company dialog form schemas', () => {
  it('reads a position rate with a comma as the decimal point, a blank rate as none', () => {
    expect(positionForm.parse({ name: ' Welder ', bill_rate: '32,5', pay_rate: '' })).toEqual({
      name: 'Welder',
      bill_rate: 32.5,
      pay_rate: null,
    });
  });

  it('refuses a rate that is not a number, and a blank name, on their fields', () => {
    const r = positionForm.safeParse({ name: ' ', bill_rate: 'abc', pay_rate: '12' });
    expect(r.success).toBe(false);
    expect(new Set(r.error?.issues.map((i) => i.path[0]))).toEqual(new Set(['name', 'bill_rate']));
  });

  it('sends a kiosk without a location as null and a blank PIN as none (the server generates one)', () => {
    expect(kioskForm.parse({ name: 'Gate', location_id: '', pin: '  ' })).toEqual({ name: 'Gate', location_id: null });
  });

  it('refuses a kiosk PIN that is not 4 to 8 digits', () => {
    const r = kioskForm.safeParse({ name: 'Gate', location_id: '', pin: '12' });
    expect(r.error?.issues.map((i) => i.path[0])).toEqual(['pin']);
  });

  const place = { name: 'Depot', address: '', city: '', state: '', pay_rules: 'company' as const };

  it("puts a new location in the company's zone until one is picked", () => {
    expect(locationForm('America/Chicago').parse({ ...place, timezone: '' }).timezone).toBe('America/Chicago');
    expect(locationForm('America/Chicago').parse({ ...place, timezone: 'Europe/Berlin' }).timezone).toBe('Europe/Berlin');
    expect(locationForm('America/Chicago').parse({ ...place, timezone: '' }).address).toBeNull();
  });

  it('refuses a location with no zone at all', () => {
    const r = locationForm('').safeParse({ ...place, timezone: '' });
    expect(new Set(r.error?.issues.map((i) => i.path[0]))).toEqual(new Set(['timezone']));
  });
});
