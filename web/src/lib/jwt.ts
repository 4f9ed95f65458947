/** Reads a JWT's payload without verifying it (the server verifies; the app only needs the claims). */
import { z } from 'zod';

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function decodeJwtPayload(token: string): unknown {
  const segment = token.split('.')[1];
  if (!segment) return null;
  try {
    return JSON.parse(base64UrlDecode(segment));
  } catch {
    return null;
  }
}

export const accessClaimsSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  user_type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  email: z.string(),
  exp: z.number(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

const expClaimSchema = z.object({ exp: z.number() });

export function decodeAccessClaims(token: string): AccessClaims | null {
  const parsed = accessClaimsSchema.safeParse(decodeJwtPayload(token));
  return parsed.success ? parsed.data : null;
}

/** The `exp` claim (epoch seconds) of any JWT, or null. */
export function decodeExp(token: string): number | null {
  const parsed = expClaimSchema.safeParse(decodeJwtPayload(token));
  return parsed.success ? parsed.data.exp : null;
}
