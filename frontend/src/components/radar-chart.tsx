import { useTranslation } from 'react-i18next';
import { clamp } from './bar-chart';

const SIZE = 320;
const CENTER = SIZE / 2;
const RADIUS = 105;
const RINGS = [25, 50, 75, 100];

/**
 * Named scores (0–100) on a radar. The picture is for the eye; a table with the same numbers
 * follows it for screen readers (and stays visible, compactly, under the chart). `nameOf` gives
 * each key its label in the page's language (the feature knows its score names).
 */
export function RadarChart({ values, label, nameOf }: { values: Record<string, number>; label: string; nameOf: (key: string) => string }) {
  const { t } = useTranslation();
  const entries = Object.entries(values);
  if (entries.length === 0) return null;
  if (entries.length < 3) {
    // A radar needs three axes; fewer read better as a list.
    return <ScoreTable entries={entries} label={label} nameOf={nameOf} />;
  }
  const point = (index: number, value: number) => {
    const angle = (Math.PI * 2 * index) / entries.length - Math.PI / 2;
    const r = (RADIUS * clamp(value)) / 100;
    return [CENTER + r * Math.cos(angle), CENTER + r * Math.sin(angle)] as const;
  };
  const polygon = (valueAt: (index: number) => number) =>
    entries.map((_, index) => point(index, valueAt(index)).map((n) => n.toFixed(1)).join(',')).join(' ');

  return (
    <figure className="radar">
      <svg viewBox={`-64 -8 ${SIZE + 128} ${SIZE + 16}`} className="radar__svg" role="img" aria-label={t('chart.radar', { label })}>
        {RINGS.map((ring) => (
          <polygon key={ring} points={polygon(() => ring)} className="radar__ring" />
        ))}
        {entries.map(([key], index) => {
          const [x, y] = point(index, 100);
          return <line key={key} x1={CENTER} y1={CENTER} x2={x} y2={y} className="radar__axis" />;
        })}
        <polygon points={polygon((index) => entries[index]?.[1] ?? 0)} className="radar__area" />
        {entries.map(([key, value], index) => {
          const [x, y] = point(index, value);
          return <circle key={key} cx={x} cy={y} r={3.5} className="radar__dot" />;
        })}
        {entries.map(([key, value], index) => {
          const [x, y] = point(index, 118);
          const anchor = anchorAt(x);
          // Name above, score below: short lines keep the labels large on a phone.
          const top = y < CENTER - 8 ? y - 16 : y > CENTER + 8 ? y : y - 8;
          return (
            <text key={key} x={x} y={top} textAnchor={anchor} className="radar__label">
              <tspan x={x} dy="0.9em">
                {nameOf(key)}
              </tspan>
              <tspan x={x} dy="1.15em" className="radar__value">
                {Math.round(value)}
              </tspan>
            </text>
          );
        })}
      </svg>
      <figcaption>
        <ScoreTable entries={entries} label={label} nameOf={nameOf} />
      </figcaption>
    </figure>
  );
}

/** Labels left of the centre end at their point, labels right of it start there. */
function anchorAt(x: number): 'middle' | 'start' | 'end' {
  if (Math.abs(x - CENTER) < 8) return 'middle';
  return x > CENTER ? 'start' : 'end';
}

function ScoreTable({ entries, label, nameOf }: { entries: [string, number][]; label: string; nameOf: (key: string) => string }) {
  return (
    <table className="score-table">
      <caption className="visually-hidden">{label}</caption>
      <tbody>
        {entries.map(([key, value]) => (
          <tr key={key}>
            <th scope="row">{nameOf(key)}</th>
            <td>{Math.round(value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
