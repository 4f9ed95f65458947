/** Small helpers shared by the API client and the auth token store. */

/** The spec writes every API path with a trailing slash: add it before any query string. */
export function withTrailingSlash(url: string): string {
  const queryAt = url.search(/[?#]/);
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : url.slice(queryAt);
  return path.endsWith('/') ? url : `${path}/${rest}`;
}

export function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.toString();
  return input.url;
}

/** A fetch that only normalises the path: used for the sign-in calls, which carry no token. */
export const plainFetch: typeof fetch = (input, init) => fetch(withTrailingSlash(requestUrl(input)), init);

/** The server's `{ error }` text of a failed response, if it has one. */
export async function errorTextOf(res: Response): Promise<string | null> {
  try {
    const body: unknown = await res.clone().json();
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error.trim()) {
      return body.error;
    }
  } catch {
    // Not JSON.
  }
  return null;
}
