import { useEffect } from 'react';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { useAuth } from '../lib/auth';
import { toast } from '@shared/ui/toast';
import { PageMeta } from '../lib/meta';
import { ADMIN_REDIRECT_DELAY_MS } from '@shared/constants';

/**
 * Guards every /admin page in the browser. The server checks the role on every admin call as well;
 * this only keeps non-admins from a screen they cannot use.
 */
export function AdminGate() {
  const { isAdmin, isLoading } = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    if (isLoading || isAdmin) return;
    toast({ title: 'Unauthorized – Admin access required. Redirecting...', variant: 'destructive' });
    const t = setTimeout(() => void navigate('/'), ADMIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(t);
  }, [isAdmin, isLoading, navigate]);

  if (isAdmin) return <Outlet />;
  return (
    <div className="container page-section narrow">
      <PageMeta title="Access Denied" description="This area is for the organisation's administrators." noindex />
      <h1>Access Denied – You don't have permission to access this area.</h1>
      <p>
        <Link to="/" className="btn btn-primary">
          Go Home
        </Link>
      </p>
    </div>
  );
}
