import type { Contract } from './contract';

declare const contractType: unique symbol;

/**
 * An endpoint's address (service, method, path) typed by its contract, without the contract's zod schemas:
 * what the browser holds of the API. The refs are generated into lib/contracts/routes.ts from the contracts
 * (scripts/gen-routes.ts), and the compiler checks each address against its contract's literal types, so a
 * ref cannot point elsewhere than its contract while no client bundle carries a schema.
 */
export type RouteRef<C extends Contract = Contract> = {
  readonly service: C['service'];
  readonly method: C['method'];
  readonly path: C['path'];
  /** Type-only: never set at run time. */
  readonly [contractType]?: C;
};

/** The contract a ref stands for. */
export type ContractOf<R> = R extends { readonly [contractType]?: infer C } ? Extract<C, Contract> : never;

export function route<C extends Contract>(service: C['service'], method: C['method'], path: C['path']): RouteRef<C> {
  return { service, method, path };
}
