/**
 * Navigation for code outside React (the API client's 401 handling, logout).
 * The app registers its router; until then, the browser's location and a full page load do it.
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

interface Navigator {
  navigate: Navigate;
  /** Where the app is now: path plus query. */
  location: () => string;
}

const browser: Navigator = {
  navigate: (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to)),
  location: () => window.location.pathname + window.location.search,
};

let current: Navigator = browser;

/** Registers the router; the returned function unregisters it. */
export function setNavigator(navigate: Navigate, location: () => string = browser.location): () => void {
  const registered = { navigate, location };
  current = registered;
  return () => {
    if (current === registered) current = browser;
  };
}

export function navigateTo(to: string, options?: { replace?: boolean }) {
  current.navigate(to, options);
}

export function currentLocation(): string {
  return current.location();
}
