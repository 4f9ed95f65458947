/** The session's saved instruments (`fetch_session_assets`), reloaded once they are saved. */
import { useCallback, useEffect, useState } from 'react';
import { useSessionLive } from '@/lib/session-live/session-live';
import { fetchSessionAssets } from '../api/players';
import type { SessionAsset } from '../api/types';

export function useSessionAssets(): { assets: SessionAsset[] | null; reload: () => void } {
  const { sessionId, session } = useSessionLive();
  const [assets, setAssets] = useState<SessionAsset[] | null>(null);
  const saved = session?.instruments_saved ?? false;
  const load = useCallback(() => {
    fetchSessionAssets(sessionId)
      .then(setAssets)
      .catch(() => setAssets([]));
  }, [sessionId]);
  useEffect(() => {
    load();
  }, [load, saved]);
  return { assets, reload: load };
}
