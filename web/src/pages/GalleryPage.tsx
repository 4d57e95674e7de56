import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { GalleryImageDto } from '../../../shared/api/types';
import { PageMeta } from '../lib/meta';
import { useAuth } from '../lib/auth';
import { galleryQuery } from '../../../shared/api/queries';
import { CategoryFilter } from '../components/gallery/CategoryFilter';
import { GalleryCallToAction } from '../components/gallery/GalleryCallToAction';
import { GalleryGrid, type OpenImage } from '../components/gallery/GalleryGrid';
import { GallerySearch } from '../components/gallery/GallerySearch';
import { Lightbox } from '../components/gallery/Lightbox';
import { UploadImageDialog } from '../components/gallery/UploadImageDialog';
import { DeleteImageControl } from '../components/gallery/DeleteImageControl';
import { ALL_CATEGORIES, categoriesOf, filterImages, isFiltering, splitSections } from '../components/gallery/galleryFilters';
import '../styles/pages/gallery.css';

// Admin tools are separate chunks, fetched only for admins after the page has hydrated (the server
// renders everyone the same public page, so the first client render must match it).
const GalleryAdminBar = lazy(() => import('../admin/gallery/GalleryAdminBar'));
const ReorderBoard = lazy(() => import('../admin/gallery/ReorderBoard'));
const AdminImageActions = lazy(() => import('../admin/gallery/AdminImageActions'));

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export function GalleryPage() {
  const { data, isPending, isError, refetch } = useQuery(galleryQuery());
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [selected, setSelected] = useState<GalleryImageDto | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const { user, isAdmin } = useAuth();
  const hydrated = useHydrated();
  const [uploading, setUploading] = useState(false);
  const [reordering, setReordering] = useState(false);
  const uploadButton = useRef<HTMLButtonElement>(null);
  const showAdmin = hydrated && isAdmin;

  const images = useMemo(() => data ?? [], [data]);
  const categories = useMemo(() => categoriesOf(images), [images]);
  const shown = useMemo(() => filterImages(images, { search, category }), [images, search, category]);

  const open: OpenImage = useCallback((image, trigger) => {
    opener.current = trigger;
    setSelected(image);
  }, []);

  const close = useCallback(() => {
    setSelected(null);
    opener.current?.focus();
  }, []);

  const clearFilters = () => {
    setSearch('');
    setCategory(ALL_CATEGORIES);
  };

  const status = isPending ? 'Loading gallery...' : isError ? '' : `${shown.length === 1 ? '1 photo' : `${shown.length} photos`} shown`;

  return (
    <div className="gallery-page">
      <PageMeta
        title="Gallery"
        description="Photos of conservation in action at the preserve: restoration work, community events, wildlife and changing landscapes."
      />
      <div className="page-section">
        <div className="container">
          <header className="section-header">
            <h1>Conservation in Action</h1>
            <p>Moments from the preserve: the people who care for it, the wildlife that lives here, and the land through the seasons.</p>
          </header>

          {/* Reorder mode works on the whole gallery, so the filters step aside until it ends. */}
          {!(showAdmin && reordering) && (
            <div className="gallery-toolbar" role="search" aria-label="Photos">
              <GallerySearch value={search} onChange={setSearch} />
              <CategoryFilter categories={categories} value={category} onChange={setCategory} />
            </div>
          )}

          {(user || showAdmin) && (
            <div className="gallery-actions">
              {user && (
                <button ref={uploadButton} type="button" className="btn btn-primary" onClick={() => setUploading(true)}>
                  Upload Image
                </button>
              )}
              {showAdmin && (
                <Suspense fallback={null}>
                  <GalleryAdminBar filtering={isFiltering({ search, category })} reordering={reordering} onReorder={() => setReordering(true)} />
                </Suspense>
              )}
            </div>
          )}

          {/* The one live region: visible while loading, for screen readers only once the pictures are in. */}
          <p className={isPending ? 'gallery-loading' : 'visually-hidden'} role="status">
            {status}
          </p>

          {showAdmin && reordering ? (
            <Suspense fallback={<p>Loading the reorder tools...</p>}>
              <ReorderBoard images={images} onDone={() => setReordering(false)} />
            </Suspense>
          ) : isPending ? null : isError ? (
            <div className="empty-state" role="alert">
              <h2>The gallery could not be loaded</h2>
              <p>Please check your connection and try again.</p>
              <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
                Try Again
              </button>
            </div>
          ) : shown.length === 0 ? (
            <GalleryEmpty filtering={isFiltering({ search, category })} onClear={clearFilters} />
          ) : (
            <GallerySections images={shown} onOpen={open} />
          )}
        </div>
      </div>

      <GalleryCallToAction />
      <Lightbox
        image={selected}
        onClose={close}
        actions={
          selected && user && (isAdmin || selected.uploadedBy === user.id) ? (
            <>
              {showAdmin && (
                <Suspense fallback={null}>
                  <AdminImageActions image={selected} onChanged={setSelected} />
                </Suspense>
              )}
              <DeleteImageControl
                image={selected}
                onDeleted={() => {
                  setSelected(null);
                  opener.current = uploadButton.current;
                }}
              />
            </>
          ) : null
        }
      />
      {user && (
        <UploadImageDialog
          open={uploading}
          onClose={() => {
            setUploading(false);
            uploadButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}

function GallerySections({ images, onOpen }: { images: GalleryImageDto[]; onOpen: OpenImage }) {
  const { above, below } = splitSections(images);
  return (
    <>
      <GalleryGrid images={above} section="above" label="Featured photos" onOpen={onOpen} />
      {below.length > 0 && (
        <>
          <div className="gallery-divider">
            <h2>More from the Preserve</h2>
          </div>
          <GalleryGrid images={below} section="below" label="More from the Preserve" onOpen={onOpen} />
        </>
      )}
    </>
  );
}

function GalleryEmpty({ filtering, onClear }: { filtering: boolean; onClear(): void }) {
  return (
    <div className="empty-state gallery-empty">
      <h2>No images found</h2>
      {filtering ? (
        <>
          <p>No images match your search or the selected category.</p>
          <button type="button" className="btn btn-outline" onClick={onClear}>
            Clear Filters
          </button>
        </>
      ) : (
        <p>Check back soon for new photos from the preserve.</p>
      )}
    </div>
  );
}
