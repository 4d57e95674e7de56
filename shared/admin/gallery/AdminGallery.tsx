import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { Add, CloudUpload } from '@blueprintjs/icons';
import { AdminScreen } from '../common/AdminScreen';
import { FixGalleryUrlsButton } from './FixGalleryUrlsButton';
import { GalleryOrderEditor } from './GalleryOrderEditor';
import { GalleryUpload } from './GalleryUpload';
import { GalleryBatchUpload } from './GalleryBatchUpload';

/**
 * The gallery for admins (/admin/gallery and the desktop app): every picture, pending and hidden ones included, in
 * the two sections visitors see. Upload (one photo, or many with one category), approve, hide, show and delete act at once; the order is a draft until
 * Save Order. The public gallery page's reorder mode is the same board (GalleryPageReorder).
 */
export function AdminGallery() {
  const [uploading, setUploading] = useState<'one' | 'many' | null>(null);
  const actions = (
    <>
      <Button icon={<Add />} intent="primary" onClick={() => setUploading('one')} disabled={uploading !== null}>
        Upload New Image
      </Button>
      <Button icon={<CloudUpload />} onClick={() => setUploading('many')} disabled={uploading !== null}>
        Upload Many Images
      </Button>
      <FixGalleryUrlsButton />
    </>
  );
  return (
    <AdminScreen title="Gallery" actions={actions}>
      {uploading === 'one' && <GalleryUpload onDone={() => setUploading(null)} />}
      {uploading === 'many' && <GalleryBatchUpload onDone={() => setUploading(null)} />}
      <GalleryOrderEditor moderation emptyDescription="Upload the first picture with Upload New Image." />
    </AdminScreen>
  );
}
