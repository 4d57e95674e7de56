import { useEffect, useState } from 'react';

/** False in the server render and the first browser render, true once hydrated: admin-only parts wait for it so
 * the hydrated markup matches the server's. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
