import { HomeContentManager } from './HomeContentManager';
import { HomeImageUpload } from './HomeImageUpload';
import { VideoFileScanner } from './VideoFileScanner';
import './home-admin.css';

/** Everything an admin manages on the home page (images, sections, videos), shown below the public sections. */
export function HomeAdminPanels() {
  return (
    <div className="adm-home-panels">
      <HomeImageUpload />
      <HomeContentManager />
      <VideoFileScanner />
    </div>
  );
}
