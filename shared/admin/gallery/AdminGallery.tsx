import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { Add, CloudUpload, Annotation } from '@blueprintjs/icons';
import { AdminScreen } from '../common/AdminScreen';
import { FixGalleryUrlsButton } from './FixGalleryUrlsButton';
import { GalleryOrderEditor } from './GalleryOrderEditor';
import { GalleryUpload } from './GalleryUpload';
import { GalleryBatchUpload } from './GalleryBatchUpload';
import { DescribePhotos } from './DescribePhotos';

/**
 * The gallery for admins (/admin/gallery and the desktop app): every picture, pending and hidden ones included, in
 * the two sections visitors see. Upload (one photo, or many with one category), describe many photos at once,
 * approve, hide, show and delete act at once; the order is a draft until Save Order. The public gallery page's reorder mode is the same board (GalleryPageReorder).
 */
export function AdminGallery() {
  const [open, setOpen] = useState<'one' | 'many' | 'describe' | null>(null);
  const actions = (
    <>
      <Button icon={<Add />} intent="primary" onClick={() => setOpen('one')} disabled={open !== null}>
        Upload New Image
      </Button>
      <Button icon={<CloudUpload />} onClick={() => setOpen('many')} disabled={open !== null}>
        Upload Many Images
      </Button>
      <Button icon={<Annotation />} onClick={() => setOpen('describe')} disabled={open !== null}>
        Describe Photos
      </Button>
      <FixGalleryUrlsButton />
    </>
  );
  return (
    <AdminScreen title="Gallery" actions={actions}>
      {open === 'one' && <GalleryUpload onDone={() => setOpen(null)} />}
      {open === 'many' && <GalleryBatchUpload onDone={() => setOpen(null)} />}
      {open === 'describe' && <DescribePhotos onDone={() => setOpen(null)} />}
      <GalleryOrderEditor moderation emptyDescription="Upload the first picture with Upload New Image." />
    </AdminScreen>
  );
}
