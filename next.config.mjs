import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Packages that locate files or spawn workers at run time must not be bundled by Turbopack.
  serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-socket', 'pino', 'pino-pretty', 'thread-stream', 'pg', 'nodemailer'],
  typedRoutes: false,
};

export default withNextIntl(nextConfig);
