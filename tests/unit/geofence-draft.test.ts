import { describe, expect, it } from 'vitest';
import { geofenceDraft, parseGeofence } from '@/components/companies/tabs/geofence-fields';

describe('the geofence draft of the location form', () => {
  it('starts from the default radius and reads a full draft as the API takes it', () => {
    expect(geofenceDraft()).toEqual({ latitude: '', longitude: '', radius: '150' });
    expect(parseGeofence({ latitude: '40,7357', longitude: '-74.1724', radius: '200' })).toEqual({
      value: { latitude: 40.7357, longitude: -74.1724, geofence_radius_m: 200 },
      errors: {},
    });
    expect(parseGeofence({ latitude: '', longitude: '', radius: '150' }).value).toEqual({
      latitude: null,
      longitude: null,
      geofence_radius_m: 150,
    });
  });

  it('refuses a radius that is empty, not whole or outside 25..5000, and a centre given by half', () => {
    for (const radius of ['', '24', '5001', '30.5', 'x']) {
      expect(parseGeofence({ latitude: '', longitude: '', radius }).errors, radius).toEqual({ radius: 'radiusInvalid' });
    }
    expect(parseGeofence({ latitude: '', longitude: '', radius: '25' }).errors).toEqual({});
    expect(parseGeofence({ latitude: '', longitude: '', radius: '5000' }).errors).toEqual({});
    expect(parseGeofence({ latitude: '91', longitude: '0', radius: '150' }).errors).toEqual({ latitude: 'latInvalid' });
    expect(parseGeofence({ latitude: '10', longitude: '', radius: '150' }).errors).toEqual({ longitude: 'together' });
  });
});
