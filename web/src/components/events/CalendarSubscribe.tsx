import { useId, useState } from 'react';
import { EVENTS_FEED_PATH, webcalUrl } from '@shared/lib/calendarLinks';
import { useSiteUrl } from '../../lib/siteUrl';

/**
 * The events calendar as a subscription: a `webcal:` link that calendar programs open, and the https address
 * to paste into those (Google Calendar's "From URL") that do not take the link.
 */
export function CalendarSubscribe() {
  const siteUrl = useSiteUrl();
  const feedUrl = `${siteUrl}${EVENTS_FEED_PATH}`;
  const inputId = useId();
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feedUrl);
      setCopied('copied');
    } catch {
      setCopied('failed');
      const input = document.getElementById(inputId);
      if (input instanceof HTMLInputElement) input.select();
    }
  };

  return (
    <section className="calendar-subscribe" aria-labelledby="calendar-subscribe-title">
      <div>
        <h2 id="calendar-subscribe-title">Subscribe to our calendar</h2>
        <p>New walks and workdays appear in your own calendar as soon as we add them.</p>
        <a href={webcalUrl(siteUrl)} className="btn btn-primary">
          Subscribe in your calendar app
        </a>
      </div>
      <div className="calendar-subscribe-copy field">
        <label htmlFor={inputId}>Or copy the calendar address</label>
        <div className="calendar-subscribe-row">
          <input id={inputId} type="url" readOnly value={feedUrl} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="btn btn-outline" onClick={() => void copy()}>
            Copy address
          </button>
        </div>
        <p className="field-hint" role="status">
          {copied === 'copied' ? 'Address copied.' : copied === 'failed' ? 'Press Ctrl+C (or ⌘C) to copy.' : ''}
        </p>
      </div>
    </section>
  );
}
