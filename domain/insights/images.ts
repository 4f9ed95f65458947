/**
 * Images of roadmap items (issue 14): PNG or JPEG, told by their first bytes (not by the name or
 * the type a browser claims), at most 1 MB. Sent as base64 (a data URL or the bare base64).
 * Pure: the browser checks a picked file with the same rules before sending it.
 */

export const MAX_IMAGE_BYTES = 1024 * 1024;

export const IMAGE_TEXTS = {
  wrongType: 'Only PNG or JPEG images can be added',
  tooBig: 'An image may be at most 1 MB',
  empty: 'The image is empty',
  notBase64: 'The image must be sent as base64',
} as const;

export type ImageType = 'image/png' | 'image/jpeg';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The image's type from its magic bytes, or null when it is neither PNG nor JPEG. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  const starts = (sig: number[]) => bytes.length >= sig.length && sig.every((b, k) => bytes[k] === b);
  if (starts(PNG)) return 'image/png';
  if (starts(JPEG)) return 'image/jpeg';
  return null;
}

/** The longest base64 text (with a data-URL prefix) an image within the limit can take. */
export const MAX_IMAGE_BASE64_CHARS = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 64;

/** Decodes base64 (optionally a `data:…;base64,` URL) into bytes, or the reason it cannot. */
export function decodeImage(data: string): { ok: true; bytes: Uint8Array; type: ImageType } | { ok: false; error: string } {
  const comma = data.startsWith('data:') ? data.indexOf(',') : -1;
  const body = (comma >= 0 ? data.slice(comma + 1) : data).replace(/\s+/g, '');
  if (!body) return { ok: false, error: IMAGE_TEXTS.empty };
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body) || body.length % 4 === 1) return { ok: false, error: IMAGE_TEXTS.notBase64 };
  // Size first, from the length alone: nothing bigger than the limit is decoded.
  const size = Math.floor((body.length * 3) / 4) - (body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0);
  if (size > MAX_IMAGE_BYTES) return { ok: false, error: IMAGE_TEXTS.tooBig };
  let binary: string;
  try {
    binary = atob(body);
  } catch {
    return { ok: false, error: IMAGE_TEXTS.notBase64 };
  }
  const bytes = new Uint8Array(binary.length);
  for (let k = 0; k < binary.length; k++) bytes[k] = binary.charCodeAt(k);
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, error: IMAGE_TEXTS.tooBig };
  const type = imageTypeOf(bytes);
  if (!type) return { ok: false, error: IMAGE_TEXTS.wrongType };
  return { ok: true, bytes, type };
}
