/** An object URL of an image behind the media route, fetched with the bearer token; revoked when unused. */
import { useEffect, useState } from 'react';
import { fetchMedia } from '../api/insights-api';

export function useMediaUrl(url: string | null): { src: string | null; error: string | null } {
  const [state, setState] = useState<{ src: string | null; error: string | null }>({ src: null, error: null });
  useEffect(() => {
    if (!url) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    setState({ src: null, error: null });
    fetchMedia(url)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ src: objectUrl, error: null });
      })
      .catch((e: unknown) => {
        if (!cancelled) setState({ src: null, error: e instanceof Error ? e.message : 'The image could not be loaded' });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}
