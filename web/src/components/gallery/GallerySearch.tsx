import { SearchIcon } from '../events/Icons';

/** The gallery's search box; its label is for screen readers, the placeholder and icon say the same visually. */
export function GallerySearch({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <div className="field gallery-search">
      <label htmlFor="gallery-search" className="visually-hidden">
        Search photos
      </label>
      <div className="input-with-icon">
        <SearchIcon />
        <input
          id="gallery-search"
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder="Search photos..."
          autoComplete="off"
        />
      </div>
    </div>
  );
}
