// Blueprint's stylesheet and ours travel with the admin screens only: public pages never import this file.
// The theme comes after Blueprint's own rules, which it overrides at equal specificity.
import '@blueprintjs/core/lib/css/blueprint.css';
import './admin.css';
import './theme.css';
