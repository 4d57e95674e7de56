import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Callout, Card } from '@blueprintjs/core';
import { Tick } from '@blueprintjs/icons';
import { adminDemoContentQuery, eventsQuery, pageTextsQuery, siteSettingsQuery } from '../../api/queries';
import { sampleFieldsOf } from '../../organisation';
import { launchSteps } from './launchChecklist';

/**
 * "Before Launch": what the site still needs before it goes live (launchChecklist.ts), each with the screen where it
 * is filled in, and a warning while the settings still hold the demo's sample details. The pages leave out whatever
 * is missing, so nothing here breaks a page; it only tells the office what visitors do not see yet. Gone once every
 * step is done.
 */
export function LaunchChecklist() {
  const settings = useQuery(siteSettingsQuery());
  const texts = useQuery(pageTextsQuery());
  const events = useQuery(eventsQuery());
  const demo = useQuery(adminDemoContentQuery());
  // All four first: before the demo count is known, a demo event would pass for the office's own.
  if (!settings.data || !texts.data || !events.data || !demo.data) return null;
  const demoEvents = demo.data.items.find((i) => i.name === 'events')?.count ?? 0;
  const steps = launchSteps(settings.data, texts.data, events.data, demoEvents);
  const samples = sampleFieldsOf(settings.data);
  const left = steps.filter((s) => !s.done).length;
  if (left === 0 && samples.length === 0) return null;
  return (
    <section aria-labelledby="launch-title" className="adm-section adm-launch">
      <Card>
        <h2 id="launch-title">Before Launch</h2>
        <p className="adm-meta">
          {left === 0
            ? 'Everything is filled in.'
            : `${steps.length - left} of ${steps.length} done. Pages leave out what is not filled in yet.`}
        </p>
        {samples.length > 0 && (
          <Callout intent="warning" className="adm-launch-samples">
            The Site Settings still hold sample details ({samples.join(', ')}): visitors and e-mails show them until you
            enter your own.
          </Callout>
        )}
        <ul className="adm-launch-list">
          {steps.map((step) => (
            <li key={step.label} className={step.done ? 'is-done' : undefined}>
              {step.done ? (
                <>
                  <Tick aria-hidden />
                  <span>{step.label}</span>
                  <span className="adm-visually-hidden"> (done)</span>
                </>
              ) : (
                <Link to={step.to}>{step.label}</Link>
              )}
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
