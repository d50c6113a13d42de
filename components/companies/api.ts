import { callApi } from '@/lib/browser/typed-api';
import { companiesRoutes as r } from '@/lib/contracts/routes/companies';
import { onDemandRoutes } from '@/lib/contracts/routes/on-demand';
import type { CompanyInput, PositionInput } from '@/lib/companies/schema';
import type { KioskInput } from '@/lib/kiosks/schema';
import type { LocationInput } from '@/lib/locations/schema';
import type { JurisdictionId } from '@/lib/pay-rules/types';
import { invalidate, readsOf } from '@/lib/browser/invalidate';

export const companyApi = {
  create: (body: CompanyInput) => callApi(r.create, { body }),
  update: (id: string, body: Partial<CompanyInput>) => callApi(r.update, { params: { id }, body }),
  addPosition: (id: string, body: PositionInput) => callApi(r.createPosition, { params: { id }, body }),
  updatePosition: (id: string, positionId: string, body: Partial<PositionInput>) =>
    callApi(r.updatePosition, { params: { id, positionId }, body }),
  archivePosition: (id: string, positionId: string) => callApi(r.archivePosition, { params: { id, positionId } }),
  addLocation: (id: string, body: LocationInput) => callApi(r.createLocation, { params: { id }, body }),
  // A location is changed and closed through the on-demand service's locations API (SPEC §7).
  updateLocation: (
    locationId: string,
    body: {
      notes?: string | null;
      status_id?: string;
      pay_rules?: JurisdictionId;
      latitude?: number | null;
      longitude?: number | null;
      geofence_radius_m?: number;
    },
  ) => callApi(onDemandRoutes.updateLocation, { params: { id: locationId }, body }),
  archiveLocation: (locationId: string) => callApi(onDemandRoutes.archiveLocation, { params: { id: locationId } }),
  createKiosk: (id: string, body: KioskInput) => callApi(r.createKiosk, { params: { id }, body }),
  resetPin: (id: string, kioskId: string) => callApi(r.kioskPin, { params: { id, kioskId }, body: {} }),
  archiveKiosk: (id: string, kioskId: string) => callApi(r.archiveKiosk, { params: { id, kioskId } }),
};

/** Every cached read of the companies module (the lists, one company and its tabs) after a change. */
export const revalidateCompanies = () => invalidate(...readsOf(r));
