/**
 * Text for the PDF standard fonts. Helvetica and the other 14 standard fonts encode WinAnsi
 * (Windows-1252) only, and pdf-lib throws on any other character; names and instrument names may
 * hold any Unicode. `winAnsiSafe` keeps every WinAnsi character, turns the usual typographic
 * look-alikes into theirs (U+2212 minus into '-', non-breaking and odd spaces into spaces),
 * strips accents WinAnsi lacks (NFKD, combining marks dropped: 'ő' → 'o', 'Ł' → 'L' by table),
 * and replaces whatever is left (CJK, emoji, controls) with '?', one per character.
 */

/** The 27 characters Windows-1252 puts in 0x80–0x9F. */
const CP1252_HIGH = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

const WIN_ANSI = new Set<number>([...CP1252_HIGH].map((c) => c.codePointAt(0)!));
for (let c = 0x20; c <= 0x7e; c++) WIN_ANSI.add(c);
for (let c = 0xa1; c <= 0xff; c++) WIN_ANSI.add(c);
// The soft hyphen has no glyph in the standard fonts' widths: treated as not encodable.
WIN_ANSI.delete(0xad);

/** Look-alikes NFKD does not reach. */
const SUBSTITUTES: Record<string, string> = {
  '\u2212': '-', // minus sign
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '—',
  '\u2032': "'",
  '\u2033': '"',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u2007': ' ',
  '\u00ad': '',
  '\u200b': '',
  '\u200c': '',
  '\u200d': '',
  '\ufeff': '',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
  ĸ: 'k',
  Ŋ: 'N',
  ŋ: 'n',
  '\t': ' ',
  '\n': ' ',
  '\r': ' ',
};

/** Whether a character (one code point) is encodable by the standard fonts. */
export function isWinAnsi(char: string): boolean {
  return WIN_ANSI.has(char.codePointAt(0)!);
}

/** `text` with every character the standard fonts cannot encode replaced (see the module's comment). */
export function winAnsiSafe(text: string): string {
  let out = '';
  for (const char of text) {
    if (isWinAnsi(char)) {
      out += char;
      continue;
    }
    const substitute = SUBSTITUTES[char];
    if (substitute !== undefined) {
      out += substitute;
      continue;
    }
    // A letter with an accent WinAnsi lacks: its base letter (combining marks dropped).
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += base && [...base].every(isWinAnsi) ? base : '?';
  }
  return out;
}
