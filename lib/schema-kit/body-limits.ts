/**
 * Request body limits, apart from the server-only body reader (request-body.ts) so that contracts,
 * which the browser imports too, can state a route's limit from the same numbers.
 */

/** JSON bodies: 1 MiB is far above any form of this app; a route that needs more says so (uploads). */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** Room for the multipart boundaries and small fields around an upload's file. */
export const MULTIPART_ENVELOPE_BYTES = 64 * 1024;
