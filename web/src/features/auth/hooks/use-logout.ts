import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '@/lib/stored-auth';

/** Clears every app cookie and goes to the sign-in page. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    logout();
    navigate('/auth/login', { replace: true });
  }, [navigate]);
}
