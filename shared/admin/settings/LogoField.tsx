import { useId, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { Trash } from '@blueprintjs/icons';
import { objectIdFromUrl, objectPathOf } from '../../lib/objectPaths';
import { AdminImageUpload } from '../common/AdminImageUpload';

/**
 * The logo of the site settings: the header, the home page's welcome and the footer show it. A chosen file is sent
 * to storage at once, through the program's own upload where it has one (the desktop app's core, which keeps it on
 * the computer while the site cannot be reached, like every other picture field); the settings' Save stores it (the
 * server checks it like any upload and keeps its path). Without a logo the organisation's name stands alone.
 */
export function LogoField({
  value,
  saved,
  error,
  onChange,
}: {
  value: string;
  /** The logo the settings have now: only a saved logo is a stored picture the page can show. */
  saved: string;
  error?: string[];
  onChange(url: string): void;
}) {
  const id = useId();
  // A fresh uploader after a removal, so it forgets the file it sent.
  const [round, setRound] = useState(0);
  const uploadId = value === saved ? objectIdFromUrl(value) : null;
  // The saved logo, or a picture the desktop app keeps on this computer until it reaches the site. A file just
  // sent is not a stored picture until Save processes it: asking for it then would only find nothing.
  const preview = uploadId ? objectPathOf(uploadId) : value.startsWith('/objects/desktop-draft/') ? value : null;
  const chosen = Boolean(value) && value !== saved && !preview;
  return (
    <div className="adm-logo-field" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="adm-logo-label">
        Logo
      </p>
      {preview ? (
        <img className="adm-logo-preview" src={preview} alt="Current logo" width={72} height={72} />
      ) : chosen ? (
        <p className="adm-meta">New logo chosen: Save Settings to put it on the site.</p>
      ) : (
        <p className="adm-meta">No logo: the pages show the organisation&apos;s name alone.</p>
      )}
      <p className="adm-meta" id={`${id}-hint`}>
        A square picture (JPG, PNG or WebP, 256 x 256 or larger) works best. Save Settings to put it on the site.
      </p>
      {error?.[0] && (
        <p className="adm-logo-error" role="alert">
          {error[0]}
        </p>
      )}
      <AdminImageUpload key={round} label="Choose a logo" onUploaded={onChange} />
      {value && (
        <Button
          icon={<Trash />}
          variant="outlined"
          intent="danger"
          text="Remove Logo"
          onClick={() => {
            onChange('');
            setRound((n) => n + 1);
          }}
        />
      )}
    </div>
  );
}
