// Blueprint's stylesheet and ours travel with the admin screens only: public pages never import this file.
import '@blueprintjs/core/lib/css/blueprint.css';
import './admin.css';
