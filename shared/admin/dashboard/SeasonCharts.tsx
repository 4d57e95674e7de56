import { useQuery } from '@tanstack/react-query';
import { adminSeasonStatsQuery } from '../../api/queries';
import { Card } from '@blueprintjs/core';
import { countOf } from '../../lib/plural';
import { BarChart } from './charts/BarChart';

/** Colours of the admin's palette that keep 3:1 against white, so each bar stands out from the page. */
const COLOURS = { registered: '#2d72d2', attended: '#238551', hours: '#c87619', subscribers: '#7961db' };

const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
/** 'Mar', or 'Jan 27' for January, so a year's turn shows. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  const name = shortMonth.format(new Date(Date.UTC(y, m - 1, 15)));
  return m === 1 ? `${name} ${String(y).slice(2)}` : name;
}

const people = (n: number) => countOf(n, 'person', 'people');
const hours = (n: number) => countOf(Math.round(n * 10) / 10, 'hour');
const percent = (n: number) => `${Math.round(n)}%`;

/**
 * How the season went, for the dashboard: who registered and who came each month, how well each kind of event was
 * attended, the newsletter's subscribers and the volunteers' hours. Each chart has its numbers as a table too.
 */
export function SeasonCharts() {
  const query = useQuery(adminSeasonStatsQuery());
  if (query.isPending) return <p className="adm-meta">Loading the season's charts...</p>;
  if (query.isError) return <p className="adm-meta">The season's charts could not be loaded.</p>;
  const { months, categories } = query.data;
  const labels = months.map((m) => monthLabel(m.month));
  const rated = categories.filter((c) => c.registered > 0);
  return (
    <section className="adm-season adm-section" aria-labelledby="adm-season-title">
      <h2 id="adm-season-title">How the Season Went</h2>
      <div className="adm-season-grid">
        <Card compact>
          <BarChart
            title="Registrations and attendance per month"
            labels={labels}
            series={[
              { name: 'Registered', colour: COLOURS.registered, values: months.map((m) => m.registered) },
              { name: 'Attended', colour: COLOURS.attended, values: months.map((m) => m.attended) },
            ]}
            format={people}
          />
        </Card>
        <Card compact>
          {rated.length === 0 ? (
            <p className="adm-meta">No registrations for past events yet: attendance by kind shows once there are.</p>
          ) : (
            <BarChart
              title="Attendance rate per kind of event"
              labels={rated.map((c) => c.category ?? 'No category')}
              series={[
                {
                  name: 'Attended',
                  colour: COLOURS.attended,
                  values: rated.map((c) => (100 * c.attended) / c.registered),
                },
              ]}
              format={percent}
              max={100}
            />
          )}
        </Card>
        <Card compact>
          <BarChart
            title="Newsletter subscribers"
            labels={labels}
            series={[{ name: 'Subscribers', colour: COLOURS.subscribers, values: months.map((m) => m.subscribers) }]}
            format={people}
          />
        </Card>
        <Card compact>
          <BarChart
            title="Volunteer hours per month"
            labels={labels}
            series={[{ name: 'Hours', colour: COLOURS.hours, values: months.map((m) => m.volunteerHours) }]}
            format={hours}
          />
        </Card>
      </div>
    </section>
  );
}
