import { useEffect } from 'react';
import { HomeAdminPanels } from '@shared/admin/home/HomeAdminPanels';
import { adminPanel } from './adminPanel';
import { HOME_EDITOR_ANCHOR } from '../components/adminAnchors';
import { scrollToAnchor } from '../components/navigation';

/**
 * The panels load after the page has hydrated, so the layout's own scroll to /#home-editor found nothing yet: the
 * dashboard's "Home Page Content" link lands on them once they are there.
 */
function HomePanelsAtAnchor() {
  useEffect(() => {
    if (window.location.hash === `#${HOME_EDITOR_ANCHOR}`) scrollToAnchor(HOME_EDITOR_ANCHOR, 'auto');
  }, []);
  return <HomeAdminPanels />;
}

export default adminPanel(HomePanelsAtAnchor);
