import { SearchIcon } from '../events/Icons';
import '../../styles/pages/search-field.css';

interface Props {
  id: string;
  label: string;
  /** Label only for screen readers, where the placeholder and icon already say it on screen. */
  labelHidden?: boolean;
  /** The field's own class, for its place in its toolbar. */
  className: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
}

/** A labelled search box with the magnifier inside it, filtering as the visitor types. */
export function SearchField({ id, label, labelHidden, className, placeholder, value, onChange }: Props) {
  return (
    <div className={`field ${className}`}>
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <div className="input-with-icon">
        <SearchIcon />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
        />
      </div>
    </div>
  );
}
