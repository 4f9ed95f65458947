/**
 * Lets code outside React (token expiry, live channel) navigate: the router registers its
 * `navigate` here; before that, a full page load is used.
 */
type Navigator = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigator | null = null;

export function registerNavigator(fn: Navigator | null): void {
  navigator = fn;
}

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (navigator) navigator(to, options);
  else if (options.replace) location.replace(to);
  else location.assign(to);
}
