import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/errors';
import { checkUpload, detectType, safeFilename, UPLOAD_RULES } from '@/lib/uploads/detect';

const bytes = (...parts: (number[] | string)[]): Uint8Array<ArrayBuffer> =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

const PNG_SIG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG = bytes(PNG_SIG, [0x00, 0x00, 0x00, 0x0d], 'IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0]);
const GIF = bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0]);
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');
const ICO = bytes([0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x10, 0x10]);
const PDF = bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj');
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
const HTML = bytes('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
const TEXT = bytes('this is just text, not an image');

const file = (content: Uint8Array<ArrayBuffer>, name: string, type: string) => new File([content], name, { type });

describe('detectType', () => {
  it('recognises images and PDF from their magic bytes', () => {
    expect(detectType(PNG)).toEqual({ mime: 'image/png', ext: 'png' });
    expect(detectType(JPEG)).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(detectType(GIF)).toEqual({ mime: 'image/gif', ext: 'gif' });
    expect(detectType(bytes('GIF87a', [1, 0]))).toEqual({ mime: 'image/gif', ext: 'gif' });
    expect(detectType(WEBP)).toEqual({ mime: 'image/webp', ext: 'webp' });
    expect(detectType(ICO)).toEqual({ mime: 'image/x-icon', ext: 'ico' });
    expect(detectType(PDF)).toEqual({ mime: 'application/pdf', ext: 'pdf' });
  });

  it('does not recognise SVG, HTML or plain text', () => {
    expect(detectType(SVG)).toBeNull();
    expect(detectType(bytes('<?xml version="1.0"?><svg onload="alert(1)"/>'))).toBeNull();
    expect(detectType(HTML)).toBeNull();
    expect(detectType(TEXT)).toBeNull();
  });

  it('does not take other RIFF files (WAV) for WEBP', () => {
    expect(detectType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull();
  });

  it('does not recognise a truncated signature or no bytes', () => {
    expect(detectType(new Uint8Array(PNG_SIG.slice(0, 4)))).toBeNull();
    expect(detectType(bytes('%PDF'))).toBeNull();
    expect(detectType(new Uint8Array())).toBeNull();
  });
});

describe('checkUpload', () => {
  it('accepts a real PNG and names it by its detected type', async () => {
    const checked = await checkUpload(file(PNG, 'company logo.png', 'image/png'), UPLOAD_RULES.logo);
    expect(checked.type).toEqual({ mime: 'image/png', ext: 'png' });
    expect(checked.filename).toBe('company-logo.png');
    expect([...checked.bytes]).toEqual([...PNG]);
  });

  it('uses the detected extension, not the claimed one', async () => {
    const checked = await checkUpload(file(JPEG, 'photo.png', 'image/png'), UPLOAD_RULES.splash_images);
    expect(checked.type.mime).toBe('image/jpeg');
    expect(checked.filename).toBe('photo.jpg');
  });

  it('accepts a PDF privacy policy', async () => {
    const checked = await checkUpload(file(PDF, 'privacy.pdf', 'application/pdf'), UPLOAD_RULES.privacy_policy_file);
    expect(checked.filename).toBe('privacy.pdf');
  });

  it('rejects a script disguised as image/png with a 400', async () => {
    const err = await checkUpload(file(HTML, 'logo.png', 'image/png'), UPLOAD_RULES.logo).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: 'bad_request' });
    expect((err as ApiError).message).toMatch(/^logo: unsupported file type/);
  });

  it('rejects an SVG logo with a 400', async () => {
    await expect(checkUpload(file(SVG, 'logo.svg', 'image/svg+xml'), UPLOAD_RULES.logo)).rejects.toMatchObject({ status: 400 });
  });

  it('rejects a PNG-named text file with a 400', async () => {
    await expect(checkUpload(file(TEXT, 'favicon.png', 'image/png'), UPLOAD_RULES.favicon)).rejects.toMatchObject({ status: 400 });
  });

  it('rejects a type the field does not allow', async () => {
    await expect(checkUpload(file(PDF, 'logo.pdf', 'application/pdf'), UPLOAD_RULES.logo)).rejects.toMatchObject({ status: 400 });
    await expect(checkUpload(file(PNG, 'policy.png', 'image/png'), UPLOAD_RULES.privacy_policy_file)).rejects.toMatchObject({
      status: 400,
    });
  });

  it('rejects an oversized file with a 400, even with a valid header', async () => {
    const big = new Uint8Array(UPLOAD_RULES.favicon.maxBytes + 1);
    big.set(PNG);
    const err = await checkUpload(file(big, 'favicon.png', 'image/png'), UPLOAD_RULES.favicon).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, message: 'favicon: the file is larger than 512 KB' });
  });

  it('accepts a file of exactly the size limit', async () => {
    const max = new Uint8Array(UPLOAD_RULES.favicon.maxBytes);
    max.set(PNG);
    await expect(checkUpload(file(max, 'favicon.png', 'image/png'), UPLOAD_RULES.favicon)).resolves.toMatchObject({
      filename: 'favicon.png',
    });
  });

  it('rejects an empty file with a 400', async () => {
    const err = await checkUpload(file(new Uint8Array(), 'logo.png', 'image/png'), UPLOAD_RULES.logo).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, message: 'logo: the file is empty' });
  });
});

describe('safeFilename', () => {
  it('strips path traversal and quotes', () => {
    const name = safeFilename('../../evil".png', 'png');
    expect(name).toBe('evil.png');
    expect(name).not.toMatch(/[/\\"]/);
  });

  it('replaces unsafe characters and control characters with dashes', () => {
    expect(safeFilename('my logo (final).png', 'png')).toBe('my-logo-final.png');
    expect(safeFilename('a\r\nContent-Type: x.png', 'png')).toBe('a-Content-Type-x.png');
    expect(safeFilename('..\\..\\windows\\win.ini', 'pdf')).toBe('windows-win.pdf');
  });

  it('falls back to "file" when nothing safe is left', () => {
    expect(safeFilename('', 'png')).toBe('file.png');
    expect(safeFilename('"".png', 'gif')).toBe('file.gif');
  });

  it('caps the base name at 80 characters', () => {
    expect(safeFilename(`${'a'.repeat(200)}.png`, 'png')).toBe(`${'a'.repeat(80)}.png`);
  });
});
