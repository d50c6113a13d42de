import type { Messages } from 'next-intl';

/** A top-level message namespace: the platform's (nav, shell, ...) or a module catalogue's. */
export type Namespace = keyof Messages;

/**
 * What the portal layout's client components read (header, bell, user menu, the error and loading
 * boundaries). Each page adds its own namespaces around its client tree with <ClientMessages>;
 * tests/unit/route-messages.test.ts checks both lists against the components' useTranslations calls.
 */
export const SHELL_NAMESPACES = ['app', 'common', 'errors', 'notificationCentre', 'shell'] as const satisfies readonly Namespace[];

/** The given namespaces of a catalogue, and nothing else: what a route sends to the browser. */
export function pickNamespaces<M extends Record<string, unknown>>(messages: M, namespaces: readonly string[]): Partial<M> {
  return Object.fromEntries(namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]])) as Partial<M>;
}
