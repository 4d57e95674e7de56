import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from '../lib/router';
import { useAuth } from '../lib/auth';
import { useOrganisation } from '../lib/organisation';
import { SiteLogo } from './Logo';
import { isActivePath, NAV_ITEMS, scrollToAnchor, type NavItem } from './navigation';
import { useModalDialog } from './useModalDialog';

function NavLinks({ onNavigate, className }: { onNavigate?: () => void; className: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const onAnchor = (item: NavItem) => (e: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (!item.anchor) return;
    e.preventDefault();
    if (pathname === '/') {
      scrollToAnchor(item.anchor);
      window.history.replaceState(window.history.state, '', `#${item.anchor}`);
    } else {
      void navigate(`/#${item.anchor}`);
    }
  };

  return (
    <ul className={className}>
      {NAV_ITEMS.map((item) => {
        const active = !item.anchor && isActivePath(pathname, item.to);
        return (
          <li key={item.label}>
            {item.anchor ? (
              <a href={item.to} className="nav-link" onClick={onAnchor(item)}>
                {item.label}
              </a>
            ) : (
              <Link
                to={item.to}
                className={active ? 'nav-link is-active' : 'nav-link'}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
              >
                {item.label}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function AccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { isAuthenticated, isAdmin } = useAuth();
  const { donationUrl } = useOrganisation();
  const { pathname, search } = useLocation();
  const inAdmin = isActivePath(pathname, '/admin');
  // Signing in comes back to the page the visitor was on (the server accepts only a path on this site).
  const here = pathname + search;
  const login = here === '/' ? '/api/login' : `/api/login?returnTo=${encodeURIComponent(here)}`;
  return (
    <>
      {/* Signed-in admins reach the dashboard from every page, where they land after signing in. */}
      {isAdmin && (
        <Link
          to="/admin"
          className={inAdmin ? 'nav-link account-link is-active' : 'nav-link account-link'}
          aria-current={pathname === '/admin' ? 'page' : undefined}
          onClick={onNavigate}
        >
          Admin
        </Link>
      )}
      {isAuthenticated ? (
        <a href="/api/logout" className="nav-link account-link">
          Logout
        </a>
      ) : (
        <a href={login} className="nav-link account-link">
          Login
        </a>
      )}
      {/* Until the settings name a donation page, GIVE NOW would lead to a page with no way to give. */}
      {donationUrl && (
        <Link to="/donate" className="btn btn-give" onClick={onNavigate}>
          GIVE NOW
        </Link>
      )}
    </>
  );
}

/** Sticky site header; on small screens the links move into a right-side drawer. */
export function Header() {
  const org = useOrganisation();
  // The organisation's name, else the preserve's; a site with neither yet shows the logo (if any) alone.
  const brand = org.name || org.preserveName;
  const [open, setOpen] = useState(false);
  const drawer = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();

  useModalDialog(drawer, open);

  useEffect(() => setOpen(false), [pathname]);

  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to="/" className="brand" aria-label={brand ? `${brand}, home` : 'Home'}>
          <SiteLogo priority />
          {brand && <span className="brand-name">{brand}</span>}
        </Link>
        <nav aria-label="Main" className="desktop-nav">
          <NavLinks className="nav-list" />
        </nav>
        <div className="header-actions">
          <AccountLinks />
        </div>
        <button
          type="button"
          className="icon-button menu-button"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <dialog
        ref={drawer}
        className="drawer"
        aria-label="Menu"
        onClose={() => setOpen(false)}
        onClick={(e) => {
          if (e.target === drawer.current) setOpen(false); // a click on the backdrop
        }}
      >
        <div className="drawer-panel">
          <button type="button" className="drawer-close" aria-label="Close menu" onClick={() => setOpen(false)}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <nav aria-label="Mobile">
            <NavLinks className="drawer-list" onNavigate={() => setOpen(false)} />
          </nav>
          <div className="drawer-actions">
            <AccountLinks onNavigate={() => setOpen(false)} />
          </div>
        </div>
      </dialog>
    </header>
  );
}
