import { ProgressBar } from '@blueprintjs/core';

/** How far an upload has got, as a bar and in words for screen readers (admin screens). */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="adm-gallery-progress">
      <ProgressBar
        value={percent / 100}
        intent="primary"
        animate={false}
        stripes={false}
        aria-label="Upload progress"
        aria-valuenow={percent}
      />
      <p aria-live="polite">Uploading... {percent}%</p>
    </div>
  );
}
