import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { COOKIE_NAMES, getCookie } from '@/lib/cookies';
import { logout } from '@/lib/stored-auth';

/**
 * Logout: ends the sign-in on the server (best effort: its refresh token is revoked, through the
 * API client, loaded only now), clears every app cookie at once and goes to the sign-in page.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const refresh = getCookie(COOKIE_NAMES.refresh);
    if (refresh) void import('@/lib/auth-token').then((m) => m.revokeSignIn(refresh)).catch(() => {});
    logout();
    navigate('/auth/login', { replace: true });
  }, [navigate]);
}
