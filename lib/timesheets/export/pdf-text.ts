/**
 * Text for pdfkit's built-in Helvetica. The standard fonts only hold WinAnsi (Windows-1252)
 * glyphs, and pdfkit writes any other character as a broken code, so names in other scripts are
 * reduced to what the font can draw: accents dropped where that leaves a Latin letter, "?" otherwise.
 */

// Characters outside Latin-1 that WinAnsi places in 0x80–0x9F (the set pdfkit maps).
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function drawable(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
}

export function pdfText(value: string): string {
  let out = '';
  for (const ch of value.normalize('NFC')) {
    // Line breaks and tabs would break the one-line table cells.
    if (/\s/.test(ch)) out += ' ';
    else if (drawable(ch)) out += ch;
    else {
      const base = ch.normalize('NFD').charAt(0);
      out += base !== ch && drawable(base) ? base : '?';
    }
  }
  return out;
}

/** `text` shortened with an ellipsis until `measure` says it fits in `width` points. */
export function fitText(text: string, width: number, measure: (s: string) => number): string {
  if (measure(text) <= width) return text;
  const chars = [...text];
  // Binary search for the longest prefix that fits with the ellipsis.
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(`${chars.slice(0, mid).join('').trimEnd()}…`) <= width) lo = mid;
    else hi = mid - 1;
  }
  return lo === 0 ? '' : `${chars.slice(0, lo).join('').trimEnd()}…`;
}
