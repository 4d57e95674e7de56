import { categoryLabel } from './galleryFilters';

interface Props {
  categories: string[];
  value: string;
  onChange(category: string): void;
}

/** Toggle buttons, one per category; the pressed one is the active filter. */
export function CategoryFilter({ categories, value, onChange }: Props) {
  return (
    <div className="category-filter" role="group" aria-label="Filter by category">
      {categories.map((c) => (
        <button
          key={c}
          type="button"
          className={`category-chip${c === value ? ' is-active' : ''}`}
          aria-pressed={c === value}
          onClick={() => onChange(c)}
        >
          {categoryLabel(c)}
        </button>
      ))}
    </div>
  );
}
