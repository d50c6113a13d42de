import { contentDisposition } from './filename';

/** A download: the file's type and name, never sniffed, never cached (exports hold personal data). */
export function fileResponse(body: ReadableStream<Uint8Array>, filename: string, contentType: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': contentDisposition(filename),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
}
