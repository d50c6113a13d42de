/**
 * Why an outbound URL was refused. Each reason follows from the URL as written (or from where its name
 * points), never from the server's own network state.
 */
export type Refusal = 'invalid' | 'scheme' | 'credentials' | 'address';

/** The only texts a tenant sees of an outbound request that did not go through. */
export const NOT_ALLOWED = 'This address is not allowed';
export const NOT_REACHED = 'The address could not be reached';

/**
 * An outbound request that did not happen or did not finish. `message` is what a tenant may see and is
 * the same for every cause of its kind; `detail` (the connection error, the address a name resolved
 * to, the certificate problem) is for the server log only, as it would map the internal network.
 */
export abstract class OutboundError extends Error {
  constructor(
    message: string,
    readonly detail: string,
  ) {
    super(message);
  }
}

/** The URL, or an address its name resolved to, is not one this server may call. */
export class OutboundRefused extends OutboundError {
  constructor(
    readonly reason: Refusal,
    detail: string,
  ) {
    super(NOT_ALLOWED, detail);
    this.name = 'OutboundRefused';
  }
}

/** Allowed, but the request failed: DNS, connection, TLS, timeout, redirect or an oversized answer. */
export class OutboundFailed extends OutboundError {
  constructor(detail: string) {
    super(NOT_REACHED, detail);
    this.name = 'OutboundFailed';
  }
}
