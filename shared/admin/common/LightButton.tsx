import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Classes, type Intent } from '@blueprintjs/core';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  intent?: Intent;
  size?: 'small' | 'medium';
  variant?: 'solid' | 'outlined' | 'minimal';
  /** An icon element, e.g. `<Trash />`. */
  icon?: ReactNode;
  text?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button with Blueprint's look (the same classes and structure as its Button) for cards repeated down a list: each
 * event, each gallery picture. Blueprint's Button measures its text after every mount and renders it a second time;
 * on a list of dozens of cards with several buttons each, that second pass is most of the screen's start-up work.
 */
export function LightButton({ intent, size, variant, icon, text, children, className, ...rest }: Props) {
  const classes = [
    Classes.BUTTON,
    // Looks unavailable either way; aria-disabled keeps it focusable (see the gallery board's move buttons).
    (rest.disabled || rest['aria-disabled'] === true || rest['aria-disabled'] === 'true') && Classes.DISABLED,
    intent && intent !== 'none' && Classes.intentClass(intent),
    size === 'small' && Classes.SMALL,
    variant === 'outlined' && Classes.OUTLINED,
    variant === 'minimal' && Classes.MINIMAL,
    className,
  ].filter(Boolean);
  const label = text ?? children;
  return (
    <button type="button" className={classes.join(' ')} {...rest}>
      {icon}
      {label != null && label !== false && <span className={Classes.BUTTON_TEXT}>{label}</span>}
    </button>
  );
}
