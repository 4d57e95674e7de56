import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { Add } from '@blueprintjs/icons';
import { AdminScreen } from '../common/AdminScreen';
import { FixGalleryUrlsButton } from './FixGalleryUrlsButton';
import { GalleryOrderEditor } from './GalleryOrderEditor';
import { GalleryUpload } from './GalleryUpload';

/**
 * The gallery for admins (/admin/gallery and the desktop app): every picture, pending and hidden ones included, in
 * the two sections visitors see. Upload, approve, hide, show and delete act at once; the order is a draft until
 * Save Order. The public gallery page's reorder mode is the same board (GalleryPageReorder).
 */
export function AdminGallery() {
  const [uploading, setUploading] = useState(false);
  const actions = (
    <>
      <Button icon={<Add />} intent="primary" onClick={() => setUploading(true)} disabled={uploading}>
        Upload New Image
      </Button>
      <FixGalleryUrlsButton />
    </>
  );
  return (
    <AdminScreen title="Gallery" actions={actions}>
      {uploading && <GalleryUpload onDone={() => setUploading(false)} />}
      <GalleryOrderEditor moderation emptyDescription="Upload the first picture with Upload New Image." />
    </AdminScreen>
  );
}
