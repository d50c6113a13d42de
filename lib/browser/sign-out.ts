import { signingOutOnPurpose } from './api';
import { clearStoredSession } from './store';

/**
 * Ends the session on the server (POST, from this origin only) and forgets it in this browser. The
 * logout page never does this by itself on load: a cross-site link to it must not sign anyone out.
 */
export async function signOut(): Promise<void> {
  signingOutOnPurpose();
  await fetch('/api/main/client-portal/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
  clearStoredSession();
}
