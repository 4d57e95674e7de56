import { Checkbox } from '@blueprintjs/core';

/** A checkbox for one yes/no value, handing on the new value itself. */
export function FlagCheckbox(props: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <Checkbox checked={props.checked} label={props.label} onChange={(e) => props.onChange(e.currentTarget.checked)} />
  );
}
