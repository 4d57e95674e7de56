import { useId } from 'react';

export interface ChartSeries {
  name: string;
  /** A colour from the admin's palette that keeps 3:1 contrast on white. */
  colour: string;
  values: number[];
}

interface Props {
  title: string;
  /** One label per group of bars ('Mar', 'Walk'). */
  labels: string[];
  series: ChartSeries[];
  /** How a value reads in the table and the bar's title ('12 people', '75%'). */
  format?(value: number): string;
  /** The highest value the axis shows, when the values have a natural top (100 for a rate). */
  max?: number;
}

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 36 };

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least the largest value. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

/**
 * Grouped bars drawn as plain SVG (no chart library: the dashboard stays light), scaled to its box. The picture is
 * for the eye; the table under it says the same for a screen reader or anyone who wants the numbers.
 */
export function BarChart({ title, labels, series, format = String, max }: Props) {
  const id = useId();
  const top = max ?? niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const group = plotW / Math.max(1, labels.length);
  const bar = Math.max(2, (group * 0.8) / Math.max(1, series.length));
  const y = (v: number) => PAD.top + plotH - (Math.min(v, top) / top) * plotH;
  return (
    <figure className="adm-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="adm-chart-title">
        {title}
      </figcaption>
      <ul className="adm-chart-legend" aria-hidden="true">
        {series.map((s) => (
          <li key={s.name}>
            <span className="adm-chart-swatch" style={{ background: s.colour }} />
            {s.name}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="adm-chart-svg" aria-hidden="true" focusable="false">
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(top * f)} y2={y(top * f)} className="adm-chart-grid" />
            <text x={PAD.left - 6} y={y(top * f) + 4} textAnchor="end" className="adm-chart-axis">
              {format(Math.round(top * f))}
            </text>
          </g>
        ))}
        {labels.map((label, i) => (
          <g key={label}>
            {series.map((s, j) => {
              const v = s.values[i] ?? 0;
              const x = PAD.left + i * group + group * 0.1 + j * bar;
              return (
                <rect key={s.name} x={x} y={y(v)} width={bar - 1} height={PAD.top + plotH - y(v)} fill={s.colour}>
                  <title>{`${label}, ${s.name}: ${format(v)}`}</title>
                </rect>
              );
            })}
            <text x={PAD.left + i * group + group / 2} y={HEIGHT - 8} textAnchor="middle" className="adm-chart-axis">
              {label}
            </text>
          </g>
        ))}
      </svg>
      <details className="adm-chart-table">
        <summary>Show as a table</summary>
        <table>
          <caption className="bp6-text-muted">{title}</caption>
          <thead>
            <tr>
              <td />
              {series.map((s) => (
                <th key={s.name} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((s) => (
                  <td key={s.name}>{format(s.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
