import { useEffect } from 'react';
import { Outlet, useNavigate } from '../lib/router';
import { useAuth } from '../lib/auth';
import { toast } from '@shared/ui/toast';
import { PageMeta } from '../lib/meta';
import { ADMIN_REDIRECT_DELAY_MS } from '@shared/constants';
import { signInPath } from '../lib/signedOut';
import { GoHomeButton } from './GoHomeButton';

/**
 * Guards every /admin page in the browser. The server checks the role on every admin call as well;
 * this only keeps non-admins from a screen they cannot use. Someone signed out is sent to sign in and brought
 * back here afterwards (the server does so before rendering; this covers arriving by a link inside the site);
 * someone signed in without the admin role is refused.
 */
export function AdminGate() {
  const { isAdmin, isAuthenticated, isLoading } = useAuth();
  const navigate = useNavigate();
  const signedOut = !isLoading && !isAuthenticated;

  useEffect(() => {
    if (isLoading || isAdmin) return;
    if (signedOut) {
      window.location.assign(signInPath(window.location.pathname + window.location.search));
      return;
    }
    toast({ title: 'Unauthorized – Admin access required. Redirecting...', variant: 'destructive' });
    const t = setTimeout(() => void navigate('/'), ADMIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(t);
  }, [isAdmin, isLoading, navigate, signedOut]);

  if (isAdmin) return <Outlet />;
  if (signedOut) return null;
  return (
    <div className="container page-section narrow">
      <PageMeta title="Access Denied" description="This area is for the organisation's administrators." noindex />
      <h1>Access Denied – You don't have permission to access this area.</h1>
      <GoHomeButton />
    </div>
  );
}
