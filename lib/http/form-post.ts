import 'server-only';
import type { NextRequest } from 'next/server';
import { ApiError } from '@/lib/errors';
import { readForm, readJson } from '@/lib/http/request-body';
import { log } from '@/lib/log';

/** A plain HTML form post (urlencoded or multipart), as opposed to the island's JSON. */
export function isFormPost(req: NextRequest): boolean {
  const type = req.headers.get('content-type') ?? '';
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
}

/** The posted fields as a plain object, from a form or a JSON body. */
export async function readFields(req: NextRequest): Promise<unknown> {
  if (isFormPost(req)) {
    const form = await readForm(req, 'request.unreadablePublicForm');
    return Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));
  }
  return readJson(req);
}

/** 303 See Other to a path of this app: the browser follows it with a GET (post/redirect/get). */
export function seeOther(path: string): Response {
  // A relative Location keeps the user on the host they used; no Host header is trusted to build one.
  return new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });
}

/** Query that tells the page what went wrong, without echoing any of the user's input into the URL. */
export function formErrorQuery(error: unknown): string {
  if (!(error instanceof ApiError)) {
    log.error({ err: error }, 'public form post failed');
    return 'error=failed';
  }
  if (error.status === 400) {
    const fields = Object.keys(error.errors ?? {}).filter((k) => /^[a-z_]+$/.test(k));
    return `error=invalid${fields.length ? `&fields=${fields.join(',')}` : ''}`;
  }
  if (error.status === 429) return 'error=rate_limited';
  if (error.status === 404) return 'error=unavailable';
  if (error.status === 503) return 'error=maintenance';
  return 'error=failed';
}

/**
 * One action for both kinds of client: JSON in, `{ data }` or an error out for the page's island; a plain
 * HTML form (no JavaScript) gets a 303 back to its page, in the done or the error state (post/redirect/get).
 */
export async function formOrJson<T>(
  req: NextRequest,
  pages: { done: string; failed: (query: string) => string },
  run: (fields: unknown) => Promise<T>,
): Promise<Response | { data: T }> {
  const form = isFormPost(req);
  try {
    const data = await run(await readFields(req));
    return form ? seeOther(pages.done) : { data };
  } catch (error) {
    if (form) return seeOther(pages.failed(formErrorQuery(error)));
    throw error;
  }
}
