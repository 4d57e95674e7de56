// Order matters: Blueprint and the shared admin styles first, then the site's own rules put back.
import '@shared/admin/common/styles';
import './siteRestore.css';
