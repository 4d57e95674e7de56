import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../lib/router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GalleryImageDto } from '@shared/api/types';
import { GALLERY_EAGER_THUMBNAILS } from '@shared/constants';
import { aboveSectionIds, splitBySection } from '@shared/lib/gallerySections';
import { PageMeta } from '../lib/meta';
import { useAuth } from '../lib/auth';
import { useHydrated } from '../lib/useHydrated';
import { CategoryFilter } from '../components/gallery/CategoryFilter';
import { GalleryCallToAction } from '../components/gallery/GalleryCallToAction';
import { GalleryGrid, type OpenImage } from '../components/gallery/GalleryGrid';
import { Lightbox } from '../components/gallery/Lightbox';
import { galleryAddress, PHOTO_PARAM, photoAddress, placeInList } from '../components/gallery/photoAddress';
import { galleryQuery } from '@shared/api/queries';
import { APPROVAL_BEFORE, UploadImageDialog } from '../components/gallery/UploadImageDialog';
import { AddPageTextHint, SampleTextNote, usePageText } from '../components/PageText';
import { PlainText } from '@shared/ui/PlainText';
import { SearchField } from '../components/form/SearchField';
import { DeleteImageControl } from '../components/gallery/DeleteImageControl';
import { LoadMorePhotos } from '../components/gallery/LoadMorePhotos';
import { useGalleryImages } from '../components/gallery/useGalleryImages';
import {
  ALL_CATEGORIES,
  categoriesOf,
  filterImages,
  filterOf,
  isFiltering,
  withFilter,
  type GalleryFilter,
} from '../components/gallery/galleryFilters';
import { LoadFailed } from '../components/LoadFailed';
import { listStatus } from '../lib/listStatus';
import '../styles/pages/gallery.css';
import { countOf } from '@shared/lib/plural';

// Admin tools are separate chunks (the shared admin gallery pieces, web/src/admin/gallery/), fetched only for
// admins after the page has hydrated (the server renders everyone the same public page, so the first client
// render must match it).
const GalleryAdminBar = lazy(() => import('../admin/gallery/GalleryAdminBar'));
const ReorderBoard = lazy(() => import('../admin/gallery/ReorderBoard'));
const AdminImageActions = lazy(() => import('../admin/gallery/AdminImageActions'));
// The same Edit Details dialog for a member's own photo while it waits for approval (the server allows no later edit).
const OwnImageDetails = lazy(() => import('../admin/gallery/OwnImageDetails'));

export function GalleryPage() {
  const gallery = useGalleryImages();
  const { images, isPending, isError, refetch, complete, loadAll } = gallery;
  const opener = useRef<HTMLElement | null>(null);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const filter = useMemo(() => filterOf(params), [params]);
  const { category } = filter;
  // The box shows each key at once; the address follows a moment later, and Back or Forward write it back here.
  const [search, setSearch] = useState(filter.search);
  const [searchInAddress, setSearchInAddress] = useState(filter.search);
  if (filter.search !== searchInAddress) {
    setSearchInAddress(filter.search);
    setSearch(filter.search);
  }
  const queryClient = useQueryClient();
  const { user, isAdmin } = useAuth();
  const hydrated = useHydrated();
  const [uploading, setUploading] = useState(false);
  const [reordering, setReordering] = useState(false);
  const uploadButton = useRef<HTMLButtonElement>(null);
  const showAdmin = hydrated && isAdmin;

  const filtering = isFiltering(filter);
  // A filtered address rendered by the server comes with the whole list (routes.tsx), so its results are complete
  // before the rest of the pages are in, and without scripts.
  const { data: everything } = useQuery({ ...galleryQuery(), enabled: false });
  const source = filtering && !complete && everything ? everything : images;
  const categories = useMemo(() => categoriesOf(source, category), [source, category]);
  const shown = useMemo(() => filterImages(source, filter), [source, filter]);
  // The first page holds the whole 'above' section, so every picture's section is known from it (ADR 012).
  const aboveIds = useMemo(() => aboveSectionIds(gallery.firstPage), [gallery.firstPage]);

  // Searching and filtering work on the whole gallery: fetch whatever is not loaded yet. Reorder mode loads the
  // whole gallery itself, as the admin screen does.
  useEffect(() => {
    if (filtering) loadAll();
  }, [filtering, loadAll]);
  const searchingRest = filtering && !complete && !everything;

  // Replaces the address's entry: Back leaves the gallery, not the search one letter at a time.
  const showFilter = useCallback(
    (next: GalleryFilter) =>
      void navigate(`/gallery${withFilter(location.search, next)}`, { replace: true, preventScrollReset: true }),
    [navigate, location.search],
  );
  const searchFor = (value: string) => {
    setSearch(value);
    showFilter({ search: value, category });
  };

  // After "Load more photos", keyboard focus goes on to the first picture that came in.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || images.length <= from) return;
    focusFrom.current = null;
    document.querySelector<HTMLElement>(`.gallery-tile[data-image-id="${CSS.escape(images[from].id)}"]`)?.focus();
  }, [images]);

  // The open photo is the one the address names (ADR 055): Back closes it, and the address can be shared. A photo
  // past the loaded pages comes from the whole list, which the server reads for such an address.
  const photoId = params.get(PHOTO_PARAM);
  const [changed, setChanged] = useState<GalleryImageDto | null>(null);
  const selected = useMemo(() => {
    if (!photoId) return null;
    if (changed?.id === photoId) return changed;
    return (
      images.find((i) => i.id === photoId) ??
      queryClient.getQueryData(galleryQuery().queryKey)?.find((i) => i.id === photoId) ??
      null
    );
  }, [photoId, changed, images, queryClient]);
  const place = useMemo(
    () => (selected ? placeInList(shown, selected.id, location.search) : null),
    [shown, selected, location.search],
  );
  // Stepping through the photos needs all of them, and a shared photo may be past the first page.
  useEffect(() => {
    if (photoId) loadAll();
  }, [photoId, loadAll]);

  const open: OpenImage = useCallback(
    (image, trigger) => {
      opener.current = trigger;
      void navigate(photoAddress(image.id, location.search), { state: { lightbox: true }, preventScrollReset: true });
    },
    [navigate, location.search],
  );

  const step = useCallback(
    (to: string) => void navigate(to, { replace: true, preventScrollReset: true, state: location.state as unknown }),
    [navigate, location.state],
  );

  const close = useCallback(() => {
    if (!photoId) return; // already closed by Back: the address no longer names a photo
    // Opened here: its history entry goes, as with Back. Opened from a shared address: the gallery stays.
    if ((location.state as { lightbox?: boolean } | null)?.lightbox) void navigate(-1);
    else void navigate(galleryAddress(location.search), { replace: true, preventScrollReset: true });
    const tile = document.querySelector<HTMLElement>(`.gallery-tile[data-image-id="${CSS.escape(photoId)}"]`);
    (tile ?? opener.current)?.focus();
  }, [photoId, location.state, location.search, navigate]);

  const clearFilters = () => {
    setSearch('');
    showFilter({ search: '', category: ALL_CATEGORIES });
  };

  const status = listStatus(
    { isPending, isError },
    'Loading gallery...',
    searchingRest ? 'Searching all photos...' : `${countOf(shown.length, 'photo')} shown`,
  );

  return (
    <div className="gallery-page">
      <PageMeta
        title="Gallery"
        description="Photos of conservation in action at the preserve: restoration work, community events, wildlife and changing landscapes."
        image={images[0]?.imageUrl ?? null}
      />
      <div className="page-section">
        <div className="container">
          <header className="section-header">
            <h1>Conservation in Action</h1>
            <p>
              Moments from the preserve: the people who care for it, the wildlife that lives here, and the land through
              the seasons.
            </p>
          </header>

          {/* Reorder mode works on the whole gallery, so the filters step aside until it ends. */}
          {!(showAdmin && reordering) && (
            // Reaching for the search or the filter starts fetching the rest of the gallery, before the first key.
            <div className="gallery-toolbar" role="search" aria-label="Photos" onFocus={loadAll}>
              <SearchField
                id="gallery-search"
                label="Search photos"
                labelHidden
                className="gallery-search"
                placeholder="Search photos..."
                value={search}
                onChange={searchFor}
              />
              <CategoryFilter
                categories={categories}
                value={category}
                onChange={(c) => showFilter({ search, category: c })}
              />
            </div>
          )}

          <MembersCanAdd signedIn={!!user} />
          {(user || showAdmin) && (
            <div className="gallery-actions">
              {user && (
                <button ref={uploadButton} type="button" className="btn btn-primary" onClick={() => setUploading(true)}>
                  Upload Image
                </button>
              )}
              {user && !isAdmin && <p className="field-hint gallery-approval-note">{APPROVAL_BEFORE}</p>}
              {showAdmin && (
                <Suspense fallback={null}>
                  <GalleryAdminBar
                    filtering={filtering}
                    reordering={reordering}
                    onReorder={() => setReordering(true)}
                  />
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
              <ReorderBoard onDone={() => setReordering(false)} />
            </Suspense>
          ) : isPending ? null : isError ? (
            <LoadFailed title="The gallery could not be loaded" onRetry={() => void refetch()} />
          ) : shown.length === 0 ? (
            searchingRest ? null : (
              <GalleryEmpty filtering={filtering} onClear={clearFilters} />
            )
          ) : (
            <>
              {filtering ? (
                // Results are one plain grid: the sections (and their divider) describe the whole gallery.
                <GalleryGrid
                  images={shown}
                  section="results"
                  label="Matching photos"
                  onOpen={open}
                  eager={GALLERY_EAGER_THUMBNAILS}
                />
              ) : (
                <GallerySections images={shown} aboveIds={aboveIds} onOpen={open} />
              )}
              {!complete && !filtering && (
                <LoadMorePhotos
                  onLoad={gallery.loadMore}
                  onLoadByButton={() => {
                    focusFrom.current = images.length;
                    gallery.loadMore();
                  }}
                  busy={gallery.loadingMore}
                  failed={gallery.moreFailed}
                  onRetry={gallery.retryMore}
                  loaded={images.length}
                />
              )}
            </>
          )}
        </div>
      </div>

      <GalleryCallToAction />
      <Lightbox
        image={selected}
        onClose={close}
        place={place}
        onStep={step}
        actions={
          selected && user && (isAdmin || selected.uploadedBy === user.id) ? (
            <>
              {hydrated && !isAdmin && selected.pending && (
                <Suspense fallback={null}>
                  <OwnImageDetails image={selected} own onChanged={setChanged} />
                </Suspense>
              )}
              {showAdmin && (
                <Suspense fallback={null}>
                  <AdminImageActions
                    image={selected}
                    section={aboveIds.has(selected.id) ? 'above' : 'below'}
                    onChanged={setChanged}
                  />
                </Suspense>
              )}
              <DeleteImageControl
                image={selected}
                onDeleted={() => {
                  opener.current = uploadButton.current;
                  close();
                }}
              />
            </>
          ) : null
        }
      />
      {user && (
        <UploadImageDialog
          approval={!isAdmin}
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

/**
 * Tells visitors that members add photos too, in the organisation's words (a page text), with the way to sign in
 * that comes back here. Left out while the text is empty.
 */
function MembersCanAdd({ signedIn }: { signedIn: boolean }) {
  const text = usePageText('gallery-members');
  const location = useLocation();
  if (!text) return <AddPageTextHint textKey="gallery-members" add="Invite members to add photos" inline />;
  if (signedIn) return null;
  return (
    <div className="gallery-members">
      <SampleTextNote text={text} />
      <PlainText text={text.body} />
      <a
        className="btn btn-outline"
        href={`/api/login?returnTo=${encodeURIComponent(location.pathname + location.search)}`}
      >
        Sign in to add photos
      </a>
    </div>
  );
}

function GallerySections({
  images,
  aboveIds,
  onOpen,
}: {
  images: GalleryImageDto[];
  aboveIds: ReadonlySet<string>;
  onOpen: OpenImage;
}) {
  const { above, below } = useMemo(() => splitBySection(images, aboveIds), [images, aboveIds]);
  return (
    <>
      {/* The first row comes with the page; every other thumbnail waits until it is scrolled near. */}
      {above.length > 0 && (
        <GalleryGrid
          images={above}
          section="above"
          label="Featured photos"
          onOpen={onOpen}
          eager={GALLERY_EAGER_THUMBNAILS}
        />
      )}
      {below.length > 0 && (
        <>
          <div className="gallery-divider">
            <h2>More from the Preserve</h2>
          </div>
          <GalleryGrid
            images={below}
            section="below"
            label="More from the Preserve"
            onOpen={onOpen}
            eager={above.length ? 0 : GALLERY_EAGER_THUMBNAILS}
          />
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
