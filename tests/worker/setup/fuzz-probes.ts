/**
 * The bad requests the fuzz test derives from one valid request: the whole body malformed, then
 * one field at a time given a wrong value (wrong types, 1e308, -1, NaN as text and as a token
 * JSON does not allow, text where a number goes and the reverse, null, a 10,000-element array,
 * a 100 KB string, left out), an unknown field added, and the path's parameters garbled.
 * Each probe says whether the call must refuse it ('refuse': a 4xx) or may take it ('any':
 * null, -1 or a missing field can be right for some fields, and the test then checks the books).
 */

export type JsonBody = Record<string, unknown>;
export type FormBody = Record<string, string | File>;

export type Payload =
  | { kind: 'json'; body: JsonBody }
  | { kind: 'raw'; text: string; contentType: string }
  | { kind: 'form'; fields: FormBody }
  | { kind: 'none' };

export interface FuzzRequest {
  method: string;
  /** The route's path with its parameters filled in. */
  path: string;
  params: Record<string, string>;
  payload: Payload;
}

export type Expectation = 'refuse' | 'any';

export interface Probe {
  label: string;
  expect: Expectation;
  request: FuzzRequest;
}

/** Which JSON types a field takes, as far as its schema says (a field without one: its example's type). */
export interface FieldTypes {
  number: boolean;
  string: boolean;
  boolean: boolean;
}

export const UNKNOWN_FIELD = 'fuzz_unknown_field';
export const HUGE_STRING = 'x'.repeat(100_000);
const HUGE_ARRAY_LENGTH = 10_000;

export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function withBody(valid: FuzzRequest, body: JsonBody): FuzzRequest {
  return { ...valid, payload: { kind: 'json', body } };
}

function withRaw(valid: FuzzRequest, text: string, contentType = 'application/json'): FuzzRequest {
  return { ...valid, payload: { kind: 'raw', text, contentType } };
}

/** The body with `field` set to NaN, a token JSON does not have (JavaScript clients can send it). */
function nanToken(body: JsonBody, field: string): string {
  const marker = '"__fuzz_nan__"';
  return JSON.stringify({ ...body, [field]: '__fuzz_nan__' }).replace(marker, 'NaN');
}

function jsonFieldProbes(valid: FuzzRequest, body: JsonBody, field: string, types: FieldTypes): Probe[] {
  const value = body[field];
  const set = (v: unknown) => withBody(valid, { ...body, [field]: v });
  const numeric = typeof value === 'number' || types.number;
  const textual = typeof value === 'string' || types.string;
  const element = Array.isArray(value) && value.length ? value[0] : value ?? 1;
  const probes: Probe[] = [
    { label: 'null', expect: 'any', request: set(null) },
    { label: 'an object', expect: 'refuse', request: set({ nested: {} }) },
    { label: 'true', expect: types.boolean ? 'any' : 'refuse', request: set(true) },
    { label: '1e308', expect: 'refuse', request: set(1e308) },
    { label: '-1', expect: 'any', request: set(-1) },
    { label: '"NaN"', expect: types.string ? 'any' : 'refuse', request: set('NaN') },
    { label: 'NaN (not JSON)', expect: 'refuse', request: withRaw(valid, nanToken(body, field)) },
    { label: 'a 10,000-element array', expect: 'refuse', request: set(Array.from({ length: HUGE_ARRAY_LENGTH }, () => element)) },
    { label: 'a 100 KB string', expect: 'refuse', request: set(HUGE_STRING) },
  ];
  if (numeric) probes.push({ label: 'text where a number goes', expect: types.string ? 'any' : 'refuse', request: set('twelve') });
  if (textual) probes.push({ label: 'a number where text goes', expect: types.number ? 'any' : 'refuse', request: set(42) });
  if (field in body) {
    const { [field]: _left, ...rest } = body;
    probes.push({ label: 'missing', expect: 'any', request: withBody(valid, rest) });
  }
  return probes.map((p) => ({ ...p, label: `${field}: ${p.label}` }));
}

function formFieldProbes(valid: FuzzRequest, fields: FormBody, field: string): Probe[] {
  const set = (v: string | File) => ({ ...valid, payload: { kind: 'form', fields: { ...fields, [field]: v } } }) as FuzzRequest;
  const { [field]: _left, ...rest } = fields;
  const probes: Probe[] = [
    { label: 'missing', expect: 'any', request: { ...valid, payload: { kind: 'form', fields: rest } } },
    { label: '-1', expect: 'refuse', request: set('-1') },
    { label: '1e308', expect: 'refuse', request: set('1e308') },
    { label: 'NaN', expect: 'refuse', request: set('NaN') },
    { label: 'text', expect: 'refuse', request: set('twelve') },
    { label: 'a 100 KB string', expect: 'refuse', request: set(HUGE_STRING) },
  ];
  if (fields[field] instanceof File) {
    probes.push(
      { label: 'a file of garbage', expect: 'refuse', request: set(new File(['\u0000garbage,,,\n"unclosed\n'], 'garbage.csv', { type: 'text/csv' })) },
      { label: 'a file of 100 KB on one line', expect: 'refuse', request: set(new File([HUGE_STRING], 'long.csv', { type: 'text/csv' })) },
    );
  } else {
    probes.push({ label: 'a file', expect: 'refuse', request: set(new File(['1'], 'x.csv', { type: 'text/csv' })) });
  }
  return probes.map((p) => ({ ...p, label: `${field}: ${p.label}` }));
}

function bodyProbes(valid: FuzzRequest): Probe[] {
  const probes: Probe[] = [
    { label: 'malformed JSON', expect: 'refuse', request: withRaw(valid, '{"broken": ') },
    { label: 'a JSON array', expect: 'refuse', request: withRaw(valid, '[]') },
    { label: 'JSON null', expect: 'refuse', request: withRaw(valid, 'null') },
    { label: 'a JSON string', expect: 'refuse', request: withRaw(valid, '"text"') },
  ];
  const { payload } = valid;
  if (payload.kind === 'json') {
    probes.push({ label: 'an unknown field', expect: 'any', request: withBody(valid, { ...payload.body, [UNKNOWN_FIELD]: 'x' }) });
  }
  if (payload.kind === 'form') {
    probes.push(
      { label: 'a broken multipart body', expect: 'refuse', request: withRaw(valid, '--fuzz\r\nContent-Disposition: form-data; name="file"\r\n\r\nno end', 'multipart/form-data; boundary=fuzz') },
      { label: 'multipart without a boundary', expect: 'refuse', request: withRaw(valid, 'garbage', 'multipart/form-data') },
      { label: 'an unknown field', expect: 'any', request: { ...valid, payload: { kind: 'form', fields: { ...payload.fields, [UNKNOWN_FIELD]: 'x' } } } },
    );
  }
  return probes.map((p) => ({ ...p, label: `body: ${p.label}` }));
}

/** Garbled path parameters (the session's id, an order's, a wallet's): never a 2xx. */
function paramProbes(valid: FuzzRequest, template: string): Probe[] {
  const bad = ['-1', '0', '1e308', 'NaN', '1.5', 'twelve', HUGE_STRING.slice(0, 4000)];
  return Object.keys(valid.params).flatMap((name) =>
    bad.map((value) => {
      const params = { ...valid.params, [name]: value };
      return { label: `path :${name}: ${value.length > 20 ? 'a 4,000-character string' : value}`, expect: 'refuse' as const, request: { ...valid, params, path: fillPath(template, params) } };
    }),
  );
}

/** Every probe of a route from its valid request; `typesOf` says which JSON types a body field takes. */
export function probesOf(valid: FuzzRequest, template: string, fields: readonly string[], typesOf: (field: string) => FieldTypes): Probe[] {
  const { payload } = valid;
  const perField =
    payload.kind === 'json'
      ? fields.flatMap((f) => jsonFieldProbes(valid, payload.body, f, typesOf(f)))
      : payload.kind === 'form'
        ? fields.flatMap((f) => formFieldProbes(valid, payload.fields, f))
        : [];
  return [...bodyProbes(valid), ...perField, ...paramProbes(valid, template)];
}

/** The request as `fetch` sends it. */
export function requestInit(req: FuzzRequest): { body?: BodyInit; headers: Record<string, string> } {
  const { payload } = req;
  switch (payload.kind) {
    case 'json':
      return { body: JSON.stringify(payload.body), headers: { 'Content-Type': 'application/json' } };
    case 'raw':
      return { body: payload.text, headers: { 'Content-Type': payload.contentType } };
    case 'form': {
      const form = new FormData();
      for (const [k, v] of Object.entries(payload.fields)) form.set(k, v);
      return { body: form, headers: {} };
    }
    case 'none':
      return { headers: {} };
  }
}
