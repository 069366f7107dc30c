/** Named scores (0–100) as horizontal bars; the numbers are text, so the chart reads without colour. */
export function BarChart({ values, label, nameOf }: { values: Record<string, number>; label: string; nameOf: (key: string) => string }) {
  const entries = Object.entries(values);
  if (entries.length === 0) return null;
  return (
    <ul className="bar-chart" aria-label={label}>
      {entries.map(([key, raw]) => {
        const value = clamp(raw);
        return (
          <li key={key} className="bar-chart__row">
            <span className="bar-chart__label">{nameOf(key)}</span>
            <span className="bar-chart__track" aria-hidden="true">
              <span className={`bar-chart__bar bar-chart__bar--${tone(value)}`} style={{ width: `${value}%` }} />
            </span>
            <span className="bar-chart__value">{Math.round(value)}</span>
          </li>
        );
      })}
    </ul>
  );
}

export const clamp = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.min(100, value)) : 0);
const tone = (value: number) => (value >= 75 ? 'ok' : value >= 50 ? 'warn' : 'bad');
