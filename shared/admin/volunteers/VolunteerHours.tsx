import { useQuery } from '@tanstack/react-query';
import { adminVolunteerHoursQuery } from '../../api/queries';
import { Card, HTMLTable } from '@blueprintjs/core';
import { monthTitle } from '../../lib/eventMonth';
import { countOf } from '../../lib/plural';
import { hoursOf } from '../../lib/volunteerHours';
import { csvFileName } from '../common/csv';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { volunteerHoursCsv } from './hoursCsv';

export const hoursText = (minutes: number) => countOf(hoursOf(minutes), 'hour');

/**
 * The hours volunteers gave, as grant reports ask for them: per month and per person, with every event behind them
 * in the export. Hours are recorded when someone is checked in at an event that records them.
 */
/** One of the two tables of hours: a row's key, its heading cell, then its figures. */
function HoursTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: ReadonlyArray<[key: string, heading: string, ...figures: Array<string | number>]>;
}) {
  return (
    <Card compact>
      <HTMLTable compact striped className="adm-hours-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, heading, ...figures]) => (
            <tr key={key}>
              <th scope="row">{heading}</th>
              {figures.map((f, i) => (
                <td key={i}>{f}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}

export function VolunteerHours() {
  const query = useQuery(adminVolunteerHoursQuery());
  const data = query.data;
  return (
    <section className="adm-section adm-volunteer-hours" aria-labelledby="volunteer-hours-title">
      <div className="adm-volunteer-hours-head">
        <h2 id="volunteer-hours-title">Volunteer Hours</h2>
        {data && data.people.length > 0 && (
          <ExportCsvButton
            label="Export Hours CSV"
            fileName={csvFileName('volunteer-hours')}
            csv={() => volunteerHoursCsv(data)}
          />
        )}
      </div>
      {query.isPending ? (
        <p className="adm-meta">Loading the hours...</p>
      ) : query.isError || !data ? (
        <p className="adm-meta">The hours could not be loaded.</p>
      ) : data.people.length === 0 ? (
        <p className="adm-meta">
          No hours recorded yet. Hours are recorded when someone is checked in at an event that records volunteer hours
          (a workday).
        </p>
      ) : (
        <div className="adm-volunteer-hours-grid">
          <HoursTable
            caption="Per month"
            columns={['Month', 'Hours', 'People']}
            rows={data.months.map((m) => [m.month, monthTitle(m.month), hoursOf(m.minutes), m.people])}
          />
          <HoursTable
            caption="Per person"
            columns={['Name', 'Hours', 'Events']}
            rows={data.people.map((p) => [p.key, p.name, hoursOf(p.totalMinutes), p.events.length])}
          />
        </div>
      )}
    </section>
  );
}
