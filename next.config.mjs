import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Packages that locate files or spawn workers at run time must not be bundled by Turbopack.
  serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-socket', 'pino', 'pino-pretty', 'thread-stream', 'pg', 'nodemailer', 'pdfkit'],
  typedRoutes: false,
  // Real HTTP redirects for the index tabs of SPEC §2; the page resolves the same paths on client navigation.
  async redirects() {
    return [
      { source: '/admin-settings', destination: '/admin-settings/client-portal', permanent: false },
      { source: '/admin-settings/mobile-app', destination: '/admin-settings/mobile-app/new-user-journey', permanent: false },
    ];
  },
};

export default withNextIntl(nextConfig);
