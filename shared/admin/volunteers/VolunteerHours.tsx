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
          <Card compact>
            <HTMLTable compact striped className="adm-hours-table">
              <caption>Per month</caption>
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col">Hours</th>
                  <th scope="col">People</th>
                </tr>
              </thead>
              <tbody>
                {data.months.map((m) => (
                  <tr key={m.month}>
                    <th scope="row">{monthTitle(m.month)}</th>
                    <td>{hoursOf(m.minutes)}</td>
                    <td>{m.people}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </Card>
          <Card compact>
            <HTMLTable compact striped className="adm-hours-table">
              <caption>Per person</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Hours</th>
                  <th scope="col">Events</th>
                </tr>
              </thead>
              <tbody>
                {data.people.map((p) => (
                  <tr key={p.key}>
                    <th scope="row">{p.name}</th>
                    <td>{hoursOf(p.totalMinutes)}</td>
                    <td>{p.events.length}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </Card>
        </div>
      )}
    </section>
  );
}
