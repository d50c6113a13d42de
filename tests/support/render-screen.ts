import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { NuqsTestingAdapter } from 'nuqs/adapters/testing';
import { createElement as h, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { SWRConfig } from 'swr';
import { beforeEach } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { nav } from './navigation';

const read = (...parts: string[]) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'messages', ...parts), 'utf8')) as AbstractIntlMessages;

/**
 * The platform catalogue of a locale plus the given module namespaces, read from disk as they are. Unlike
 * lib/i18n/messages.ts there is no English fallback, so a key missing in one locale is reported.
 */
export function screenMessages(locale: string, namespaces: readonly string[]): AbstractIntlMessages {
  return { ...read(`${locale}.json`), ...Object.fromEntries(namespaces.map((ns) => [ns, read(ns, `${locale}.json`)])) };
}

type Harness = {
  /** Module namespaces the screens use, besides the platform catalogue. */
  namespaces: readonly string[];
  /** SWR's cache: API key → response body. Kept by reference, so a test may add keys before it renders. */
  fallback: Record<string, unknown>;
  /** What usePathname answers; reset before each test, like the search params. */
  pathname?: string;
};

/**
 * Renders screens the way the server does (prerender waits for every lazy part), inside the providers the
 * portal shell gives them, with data in SWR's cache: a crash or a missing translation key fails a test
 * instead of showing in front of a user. Message look-up errors collect in `missing`, emptied before each test.
 */
export function screenHarness({ namespaces, fallback, pathname = '/' }: Harness) {
  const missing: string[] = [];
  beforeEach(() => {
    missing.length = 0;
    nav.search = new URLSearchParams();
    nav.pathname = pathname;
  });

  async function render(node: ReactNode, locale = 'en'): Promise<string> {
    const screen = h(
      SWRConfig,
      { value: { fallback, provider: () => new Map() } },
      h(ToastProvider, { closeLabel: 'Close', children: node }),
    );
    // Lists read their state through nuqs (lib/url-state): it reads the same test URL as next/navigation.
    const app = h(NuqsTestingAdapter, { searchParams: nav.search, children: screen });
    const onError = (e: Error) => {
      missing.push(e.message);
    };
    const tree = h(NextIntlClientProvider, {
      locale,
      messages: screenMessages(locale, namespaces),
      timeZone: 'UTC',
      onError,
      children: app,
    });
    const { prelude } = await prerenderToNodeStream(tree);
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return html;
  }

  return { render, missing };
}
