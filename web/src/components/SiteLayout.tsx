import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigationType } from '../lib/router';
import { Header } from './Header';
import { Footer } from './Footer';
import { Toaster } from './Toaster';
import { anchorIdOf, scrollToAnchor } from './navigation';

/**
 * Where the window stands after a navigation. `<ScrollRestoration>` keeps each history entry's position: Back and
 * Forward return to where the visitor was, a new page starts at the top. This adds the one thing it does not do:
 * a new address with a section in its hash (/#volunteer from another page) scrolls that section under the sticky
 * header, again a moment later if it had not rendered yet. The first render leaves the window alone: the browser
 * has already put it at the hash, or where it was before a reload or a Back across whole documents.
 */
function useScrollToSection() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);
  useEffect(() => {
    const first = firstRender.current;
    firstRender.current = false;
    if (first || navigationType === 'POP' || !hash) return;
    const id = anchorIdOf(hash);
    if (!scrollToAnchor(id, 'auto')) {
      const t = setTimeout(() => scrollToAnchor(id, 'auto'), 100);
      return () => clearTimeout(t);
    }
  }, [pathname, hash, navigationType]);
}

export function SiteLayout() {
  useScrollToSection();
  return (
    <>
      <ScrollRestoration />
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Toaster />
    </>
  );
}
