import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { adminScreen } from '../screens';

interface Props {
  title: string;
  /** Buttons beside the title, e.g. "Create Event" or "Export CSV". */
  actions?: ReactNode;
  /** The dashboard itself has no way back to the dashboard. */
  backLink?: boolean;
  children: ReactNode;
}

/**
 * The frame of an admin screen: a way back to the dashboard, the one h1, actions, then the content.
 * The site header has no admin entry, so without the back link an admin would have to type the address.
 */
export function AdminScreen({ title, actions, backLink = true, children }: Props) {
  return (
    <div className="adm-screen">
      {backLink && (
        <p className="adm-back">
          <Link to={adminScreen('dashboard').path}>← {adminScreen('dashboard').label}</Link>
        </p>
      )}
      <div className="adm-titlebar">
        <h1>{title}</h1>
        {actions && <div className="adm-actions">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
