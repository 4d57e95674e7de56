import { useQuery } from '@tanstack/react-query';
import { PAGE_CONTENT_KEYS } from '../../constants';
import { siteSettingsQuery } from '../../api/queries';
import { ImageChanger } from './ImageChanger';

/**
 * 'Homepage Image Upload': the picture beside the home page's About block and the one behind its Explore band.
 * Each is named by where it shows on the home page (not the About page, which has no picture of its own). The
 * background's notices name the preserve as the settings do (on the demo site, "Mapleton Preserve background image
 * updated successfully!").
 */
export function HomeImageUpload() {
  const settings = useQuery(siteSettingsQuery());
  const place = settings.data?.preserveName.trim() || settings.data?.name.trim() || 'Home page';
  return (
    <section aria-labelledby="adm-home-images">
      <h2 id="adm-home-images">Homepage Image Upload</h2>
      <div className="adm-changers">
        <ImageChanger
          pageKey={PAGE_CONTENT_KEYS.aboutImage}
          title="Home Page: About Picture"
          subject="home page About picture"
          where="Shown beside the About text on the home page (the About page itself has no picture)."
          hint="Supported formats: JPG, PNG, WebP. Recommended size: 800x600 or larger."
          successText="About page image updated successfully!"
          failureText="Failed to update About page image"
          loadFailureText="Failed to fetch about image"
        />
        <ImageChanger
          pageKey={PAGE_CONTENT_KEYS.preserveBackground}
          title="Home Page: Explore Background"
          subject="home page Explore background"
          where="The photo behind the home page's Explore band: the three cards and the upcoming events."
          hint="Supported formats: JPG, PNG, WebP. Recommended size: 1024x695 or larger."
          successText={`${place} background image updated successfully!`}
          failureText={`Failed to update ${place} background image`}
          loadFailureText={`Failed to fetch ${place} background`}
        />
      </div>
    </section>
  );
}
