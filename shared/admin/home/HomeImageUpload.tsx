import { PAGE_CONTENT_KEYS } from '../../constants';
import { ImageChanger } from './ImageChanger';

/** 'Homepage Image Upload': the About image and the Mapleton Preserve background. */
export function HomeImageUpload() {
  return (
    <section aria-labelledby="adm-home-images">
      <h2 id="adm-home-images">Homepage Image Upload</h2>
      <div className="adm-changers">
        <ImageChanger
          pageKey={PAGE_CONTENT_KEYS.aboutImage}
          title="About Page Image"
          subject="about page image"
          hint="Supported formats: JPG, PNG, WebP. Recommended size: 800x600 or larger."
          successText="About page image updated successfully!"
          failureText="Failed to update About page image"
          loadFailureText="Failed to fetch about image"
        />
        <ImageChanger
          pageKey={PAGE_CONTENT_KEYS.preserveBackground}
          title="Mapleton Preserve Background Image"
          subject="Mapleton Preserve background image"
          hint="Supported formats: JPG, PNG, WebP. Recommended size: 1024x695 or larger."
          successText="Mapleton Preserve background image updated successfully!"
          failureText="Failed to update Mapleton Preserve background image"
          loadFailureText="Failed to fetch Mapleton preserve background"
        />
      </div>
    </section>
  );
}
