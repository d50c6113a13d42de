import 'server-only';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { evereeView } from './everee';
import { defaultCompanyCode, paychexSettings } from './paychex';
import type { PaychexView } from './types';
import type { EvereeView } from './schema';

/** The Paychex export layout: the saved one, or the defaults (the tenant's code) with configured false. */
export const paychexViewFor = (db: DbOrTx, session: Session): Promise<PaychexView> =>
  paychexSettings(db, session.tenantId, defaultCompanyCode(session));

/** The Everee connection as the admin sees it: the API key only as a hint. */
export const evereeViewFor = (db: DbOrTx, tenantId: string): Promise<EvereeView> => evereeView(db, tenantId);
