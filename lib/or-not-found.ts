import 'server-only';
import { notFound } from 'next/navigation';
import { ApiError } from '@/lib/errors';

/** For pages: a row that is missing, malformed or another tenant's renders the not-found screen, not an error. */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) notFound();
    throw e;
  }
}
