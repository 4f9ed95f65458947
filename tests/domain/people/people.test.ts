/** Pure people rules: generated names, generated passwords, the class CSV. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Refusal } from '../../../domain/refusal';
import { GENERATED_NAMES_MESSAGES, generatedNames } from '../../../domain/people/generated-names';
import { defaultKlassDates } from '../../../domain/people/klass-fields';
import { parseKlassCsv } from '../../../domain/people/klass-csv';
import { GENERATED_PASSWORD_LENGTH, PASSWORD_ALPHABET, generatePassword } from '../../../domain/people/passwords';

const HEADER = 'klass_name,trainer,trainer_pass,user_pass,users,persons';

function refusalOf(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    if (e instanceof Refusal) return e.message;
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('generated names', () => {
  it('runs from prefix+start to prefix+end', () => {
    expect(generatedNames('desk', 1, 3)).toEqual(['desk1', 'desk2', 'desk3']);
    expect(generatedNames(' t_ ', 7, 7)).toEqual(['t_7']);
  });

  it('refuses an end before the start, and more than 300 names', () => {
    expect(refusalOf(() => generatedNames('desk', 5, 4))).toBe(GENERATED_NAMES_MESSAGES.endBeforeStart);
    expect(refusalOf(() => generatedNames('desk', 1, 301))).toBe(GENERATED_NAMES_MESSAGES.tooMany);
    expect(generatedNames('desk', 1, 300)).toHaveLength(300);
    expect(refusalOf(() => generatedNames('desk', 1.5, 3))).toBe(GENERATED_NAMES_MESSAGES.notWhole);
  });
});

describe('generated passwords', () => {
  it('are 12 readable characters, different each time', () => {
    const passwords = Array.from({ length: 200 }, () => generatePassword());
    for (const p of passwords) {
      expect(p).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect([...p].every((ch) => PASSWORD_ALPHABET.includes(ch))).toBe(true);
    }
    expect(new Set(passwords).size).toBe(200);
    expect(PASSWORD_ALPHABET).not.toMatch(/[0O1lIo]/);
  });
});

describe('class dates', () => {
  it('default to a year from today', () => {
    expect(defaultKlassDates('2026-11-26')).toEqual({ start_date: '2026-11-26', end_date: '2027-11-26' });
    expect(defaultKlassDates('2028-02-29')).toEqual({ start_date: '2028-02-29', end_date: '2029-03-01' });
  });
});

describe('the class CSV', () => {
  it('reads the example file of the README', () => {
    const parsed = parseKlassCsv(readFileSync(new URL('../../fixtures/klasses.csv', import.meta.url), 'utf8'));
    expect(parsed).toEqual({
      ok: true,
      klasses: [
        {
          line: 2,
          klass_name: 'Portfolio Management 2027',
          trainer: 'jsmith',
          trainer_pass: 'Trainer-pass-2027',
          user_pass: null,
          users: ['alice', 'bob', 'carol'],
          persons: [['Alice Martin', 'Ann Lee'], ['Bob Stone'], ['Carol White']],
        },
        {
          line: 3,
          klass_name: 'Fixed Income Desk',
          trainer: 'jsmith',
          trainer_pass: null,
          user_pass: 'Desk-pass-2027',
          users: ['dave', 'erin'],
          persons: [['Dave Brown'], ['Erin Green', 'Eve Black']],
        },
      ],
    });
  });

  it('takes a header with spaces, quoted cells, empty persons and blank lines', () => {
    const parsed = parseKlassCsv(`klass_name, trainer, trainer_pass, user_pass, users, persons\r\n"Desk, A",trainer1,,"pass,word1",user1   user2,\r\n\r\n`);
    expect(parsed).toMatchObject({ ok: true, klasses: [{ line: 2, klass_name: 'Desk, A', user_pass: 'pass,word1', users: ['user1', 'user2'], persons: [[], []] }] });
  });

  it('reports every bad line with its number, and nothing else', () => {
    const text = [
      HEADER,
      'Good,trainer1,secret-pass,,user1 user2,A;B',
      ',trainer1,,,user3,', // no class name
      'Two,t!,short,,user4,', // bad trainer name and password
      'Three,trainer2,,,user5 user6,A|B', // one group for two users
      'Good,trainer3,,,user7,', // class name repeated
      'Four,trainer4,,,user1,', // user on line 2 too
      'Five,trainer5,,,user8,Administrator', // reserved person name
      'Six,trainer6,,,user9', // a cell missing
      'Seven,trainer7,,,"user10,', // an open quote
    ].join('\n');
    const parsed = parseKlassCsv(text);
    if (parsed.ok) throw new Error('expected errors');
    expect(parsed.lines.map((l) => l.line)).toEqual([3, 4, 4, 5, 6, 7, 8, 9, 10]);
    // The good lines are kept for the database checks.
    expect(parsed.klasses.map((k) => k.line)).toEqual([2, 6, 7]);
    expect(parsed.lines).toContainEqual({ line: 6, error: 'klass_name: Good is also on line 2' });
    expect(parsed.lines).toContainEqual({ line: 7, error: 'users: user1 is also on line 2' });
    expect(parsed.lines).toContainEqual({ line: 5, error: "persons: 1 groups for 2 users (one ';'-separated group per user, in the users' order)" });
    expect(parsed.lines).toContainEqual({ line: 9, error: 'Expected 6 values, found 5' });
    expect(parsed.lines).toContainEqual({ line: 10, error: 'A quote is not closed' });
  });

  it('refuses a file without the header, or without classes', () => {
    expect(parseKlassCsv('name,trainer\nA,b')).toEqual({ ok: false, klasses: [], lines: [{ line: 1, error: expect.stringContaining('missing klass_name, trainer_pass, user_pass, users, persons') }] });
    expect(parseKlassCsv(`${HEADER}\n`)).toEqual({ ok: false, klasses: [], lines: [{ line: 2, error: 'The file has no classes' }] });
  });
});
