import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { registerNavigator } from '@/lib/navigation';

/** Hands the router's navigate to code outside React (token expiry). */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator((to, options) => navigate(to, options));
    return () => registerNavigator(null);
  }, [navigate]);
  return null;
}
