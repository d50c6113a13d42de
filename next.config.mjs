import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  productionBrowserSourceMaps: process.env.ANALYZE === '1',
  // Packages that locate files or spawn workers at run time must not be bundled by Turbopack.
  serverExternalPackages: [
    '@electric-sql/pglite',
    '@electric-sql/pglite-socket',
    'pino',
    'pino-pretty',
    'thread-stream',
    'pg',
    'pg-boss',
    'nodemailer',
    'pdfkit',
  ],
  typedRoutes: false,
  // proxy.ts does not run for /api (handlers guard themselves), so API responses get their headers here.
  async headers() {
    return [
      {
        source: '/api/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'; sandbox" },
          { key: 'X-Frame-Options', value: 'DENY' },
        ],
      },
    ];
  },
  // Real HTTP redirects for the index tabs of SPEC §2; the page resolves the same paths on client navigation.
  async redirects() {
    return [
      { source: '/admin-settings', destination: '/admin-settings/client-portal', permanent: false },
      { source: '/admin-settings/mobile-app', destination: '/admin-settings/mobile-app/new-user-journey', permanent: false },
    ];
  },
};

export default withNextIntl(nextConfig);
