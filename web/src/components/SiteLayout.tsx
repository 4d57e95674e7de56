import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Header } from './Header';
import { Footer } from './Footer';
import { Toaster } from './Toaster';
import { anchorIdOf, scrollToAnchor } from './navigation';

/** Scrolls to the top on a new page, or to the section named in the hash (after it has rendered). */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      const id = anchorIdOf(hash);
      if (!scrollToAnchor(id, 'auto')) {
        const t = setTimeout(() => scrollToAnchor(id, 'auto'), 100);
        return () => clearTimeout(t);
      }
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
}

export function SiteLayout() {
  useScrollOnNavigate();
  return (
    <>
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
