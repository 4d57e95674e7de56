import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Button } from '@blueprintjs/core';
import { Trash } from '@blueprintjs/icons';
import { LightButton } from './LightButton';

/** The parts of a button that decide how it looks and what it says: tag, classes (as a set), text and icon. */
function shape(html: string) {
  const host = document.createElement('div');
  host.innerHTML = html;
  const button = host.querySelector('button')!;
  return {
    classes: [...button.classList].sort(),
    disabled: button.disabled,
    label: button.getAttribute('aria-label'),
    text: button.querySelector('.bp6-button-text')?.textContent ?? null,
    icon: button.querySelector('svg') ? button.querySelector('[data-icon]')?.getAttribute('data-icon') : null,
  };
}

describe('LightButton', () => {
  it.each([
    [{ text: 'Edit' }],
    [{ text: 'Delete', intent: 'danger' as const, variant: 'outlined' as const, size: 'small' as const }],
    [{ text: 'Approve', intent: 'primary' as const, size: 'small' as const, disabled: true }],
    [{ text: 'Hide', variant: 'minimal' as const }],
  ])('looks like Blueprint’s Button with %o', (props) => {
    const light = shape(renderToStaticMarkup(<LightButton aria-label="x" {...props} />));
    const blueprint = shape(renderToStaticMarkup(<Button aria-label="x" {...props} />));
    expect(light).toEqual(blueprint);
  });

  it('carries an icon element as Blueprint’s Button does', () => {
    const light = shape(renderToStaticMarkup(<LightButton icon={<Trash />} text="Delete" />));
    const blueprint = shape(renderToStaticMarkup(<Button icon={<Trash />} text="Delete" />));
    expect(light).toEqual(blueprint);
    expect(light.icon).toBe('trash');
  });
});
