import { useRef, useState } from 'react';
import { InputGroup } from '@blueprintjs/core';
import { hoursOf, MAX_VOLUNTEER_MINUTES } from '../../lib/volunteerHours';

interface Props {
  /** Whose hours, for the field's name. */
  name: string;
  minutes: number | null;
  saving: boolean;
  onSave(minutes: number): void;
}

/**
 * The hours a checked-in volunteer gave, as check-in recorded them (the event's length), corrected in place: saved
 * when the field is left or Enter is pressed, in quarter hours or finer.
 */
export function HoursField({ name, minutes, saving, onSave }: Props) {
  const shown = minutes == null ? '' : String(hoursOf(minutes));
  const [text, setText] = useState(shown);
  const [base, setBase] = useState(shown);
  // The row's hours changed on the site (the check-in's answer): follow them unless the field is being edited.
  if (shown !== base) {
    setBase(shown);
    setText(shown);
  }
  const value = Number(text.replace(',', '.'));
  const problem =
    text.trim() === '' || !Number.isFinite(value) || value < 0 || value * 60 > MAX_VOLUNTEER_MINUTES
      ? `Hours must be a number from 0 to ${MAX_VOLUNTEER_MINUTES / 60}`
      : null;
  // The field goes disabled while it saves, which blurs it: Enter and that blur would send the same hours twice
  // (two drafts in the desktop app's outbox while the site is away). Typing again may send again.
  const sent = useRef<string | null>(null);
  const save = () => {
    if (problem || text === base || text === sent.current) return;
    sent.current = text;
    onSave(Math.round(value * 60));
  };
  return (
    <span className="adm-hours-field">
      <InputGroup
        size="large"
        inputMode="decimal"
        aria-label={`Hours for ${name}`}
        aria-invalid={problem !== null && text !== base}
        value={text}
        disabled={saving}
        onValueChange={(v) => {
          setText(v);
          sent.current = null;
        }}
        onBlur={save}
        onKeyDown={(e) => e.key === 'Enter' && save()}
        rightElement={<span className="adm-hours-unit">h</span>}
      />
      {problem && text !== base && (
        <span className="adm-hours-error" role="alert">
          {problem}
        </span>
      )}
    </span>
  );
}
