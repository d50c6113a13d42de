import { getMain, withQuery } from '@/lib/browser/api';
import type { JurisdictionId } from '@/lib/pay-rules/types';
import { api } from '@/lib/browser/api';
import type { OneBody } from '@/lib/browser/on-demand-service';
import type { CompanyInput, PositionInput } from '@/lib/companies/schema';
import type { CompanyRow, PositionRow } from '@/lib/companies/types';
import type { KioskWithPin } from '@/lib/kiosks/types';
import type { LocationInput } from '@/lib/locations/schema';
import type { LocationRow } from '@/lib/locations/types';

export { getMain, withQuery };

const enc = encodeURIComponent;

/** Main-service paths of the companies module; SWR keys are these paths (with their query). */
export const companyPaths = {
  list: 'companies',
  one: (id: string) => `companies/${enc(id)}`,
  placements: (id: string) => `companies/${enc(id)}/placements`,
  positions: (id: string) => `companies/${enc(id)}/positions`,
  position: (id: string, positionId: string) => `companies/${enc(id)}/positions/${enc(positionId)}`,
  locations: (id: string) => `companies/${enc(id)}/locations`,
  kiosks: (id: string) => `companies/${enc(id)}/kiosks`,
  kiosk: (id: string, kioskId: string) => `companies/${enc(id)}/kiosks/${enc(kioskId)}`,
};

export { getOnDemand, odKey } from '@/lib/browser/on-demand-service';
export type { ListBody, OneBody } from '@/lib/browser/on-demand-service';

export const companyApi = {
  create: (body: CompanyInput) => api.post<OneBody<CompanyRow>>('main', companyPaths.list, body),
  update: (id: string, body: Partial<CompanyInput>) => api.put<OneBody<CompanyRow>>('main', companyPaths.one(id), body),
  addPosition: (id: string, body: PositionInput) => api.post<OneBody<PositionRow>>('main', companyPaths.positions(id), body),
  updatePosition: (id: string, positionId: string, body: Partial<PositionInput>) => api.put<OneBody<PositionRow>>('main', companyPaths.position(id, positionId), body),
  archivePosition: (id: string, positionId: string) => api.del<OneBody<PositionRow>>('main', companyPaths.position(id, positionId)),
  addLocation: (id: string, body: LocationInput) => api.post<OneBody<LocationRow>>('main', companyPaths.locations(id), body),
  updateLocation: (locationId: string, body: { notes?: string | null; status_id?: string; pay_rules?: JurisdictionId }) => api.put<OneBody<LocationRow>>('onDemand', `locations/${enc(locationId)}`, body),
  archiveLocation: (locationId: string) => api.del<OneBody<LocationRow>>('onDemand', `locations/${enc(locationId)}`),
  createKiosk: (id: string, body: { name: string; location_id?: string | null; pin?: string }) => api.post<OneBody<KioskWithPin>>('main', companyPaths.kiosks(id), body),
  resetPin: (id: string, kioskId: string) => api.put<OneBody<KioskWithPin>>('main', `${companyPaths.kiosk(id, kioskId)}/pin`, {}),
  archiveKiosk: (id: string, kioskId: string) => api.del<OneBody<unknown>>('main', companyPaths.kiosk(id, kioskId)),
};
