import { getMain, withQuery } from '@/lib/browser/api';
import type { JurisdictionId } from '@/lib/pay-rules/types';
import { api } from '@/lib/browser/api';
import type { OneBody } from '@/lib/browser/on-demand-service';
import { callApi } from '@/lib/browser/typed-api';
import { companiesRoutes } from '@/lib/contracts/routes/companies';
import type { CompanyInput, PositionInput } from '@/lib/companies/schema';
import type { KioskInput } from '@/lib/kiosks/schema';
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
  create: (body: CompanyInput) => callApi(companiesRoutes.create, { body }),
  update: (id: string, body: Partial<CompanyInput>) => callApi(companiesRoutes.update, { params: { id }, body }),
  addPosition: (id: string, body: PositionInput) => callApi(companiesRoutes.createPosition, { params: { id }, body }),
  updatePosition: (id: string, positionId: string, body: Partial<PositionInput>) =>
    callApi(companiesRoutes.updatePosition, { params: { id, positionId }, body }),
  archivePosition: (id: string, positionId: string) => callApi(companiesRoutes.archivePosition, { params: { id, positionId } }),
  addLocation: (id: string, body: LocationInput) => callApi(companiesRoutes.createLocation, { params: { id }, body }),
  updateLocation: (locationId: string, body: { notes?: string | null; status_id?: string; pay_rules?: JurisdictionId }) =>
    api.put<OneBody<LocationRow>>('onDemand', `locations/${enc(locationId)}`, body),
  archiveLocation: (locationId: string) => api.del<OneBody<LocationRow>>('onDemand', `locations/${enc(locationId)}`),
  createKiosk: (id: string, body: KioskInput) => callApi(companiesRoutes.createKiosk, { params: { id }, body }),
  resetPin: (id: string, kioskId: string) => callApi(companiesRoutes.kioskPin, { params: { id, kioskId }, body: {} }),
  archiveKiosk: (id: string, kioskId: string) => callApi(companiesRoutes.archiveKiosk, { params: { id, kioskId } }),
};
