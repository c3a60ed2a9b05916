// The reports grid's day filter: 'All days', or one of Day 1…14 (docs/product.md#report-days 'at most 14 days').
import { limits } from '@pals/core/limits';
import { useId } from 'react';
import { dayName } from '@pals/core/reports/days';

export function DayFilter({ value, onChange }: { value: number | undefined; onChange: (day: number | undefined) => void }) {
  const id = useId();
  return (
    <div className="admin-filter">
      <label className="field-label" htmlFor={id}>
        Day
      </label>
      <select
        id={id}
        className="text-input"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      >
        <option value="">All days</option>
        {Array.from({ length: limits.reportDays }, (_, day) => (
          <option key={day} value={day}>
            {dayName(day)}
          </option>
        ))}
      </select>
    </div>
  );
}
