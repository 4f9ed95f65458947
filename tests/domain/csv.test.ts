/**
 * The one CSV writer (domain/csv.ts): a spreadsheet opening an export runs no cell as a
 * formula, numbers stay numbers, and quoting keeps every cell in its column.
 */
import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from '../../domain/csv';

describe('CSV cells', () => {
  it('neutralises text a spreadsheet would run: =, +, -, @, tab and carriage return first', () => {
    expect(csvCell('=HYPERLINK("https://evil.test","click")')).toBe(`"'=HYPERLINK(""https://evil.test"",""click"")"`);
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+cmd|calc')).toBe("'+cmd|calc");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(csvCell('-')).toBe("'-");
  });

  it('leaves plain numbers numeric, negative ones included, whether given as numbers or text', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell('+3.2%')).toBe('+3.2%');
    expect(csvCell('-1,234.50')).toBe('"-1,234.50"');
    expect(csvCell(-1e-7)).toBe('-1e-7');
    expect(csvCell('-.5')).toBe('-.5');
    expect(csvCell(0)).toBe('0');
  });

  it('writes other text as given, quoted when it holds a comma, a quote or a line break', () => {
    expect(csvCell('Apple Inc.')).toBe('Apple Inc.');
    expect(csvCell('Long, because')).toBe('"Long, because"');
    expect(csvCell('say "buy"')).toBe('"say ""buy"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('a = b')).toBe('a = b');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('writes a header and rows, one line each, ending with a line break', () => {
    const text = csvText({ header: ['asset', 'quantity', 'investment_rationale'], rows: [['AAPL', -100, '=HYPERLINK("x")'], ['MSFT', 5, null]] });
    expect(text).toBe(`asset,quantity,investment_rationale\nAAPL,-100,"'=HYPERLINK(""x"")"\nMSFT,5,\n`);
  });
});
