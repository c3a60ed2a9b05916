// One program's staff × days: a row per person (name and role), a column per report day, each cell
// the day's mark, linked to the person's day once anything was sent. On a phone the table scrolls
// sideways inside its own box, the names staying in view, and says so while days are out of sight.
import { Link } from '../../../ui/router.tsx';
import { dayName } from '@pals/core/reports/days';
import { weekdayDate } from '@pals/core/dates/time';
import { GridMark } from '../shared/GridMark.tsx';
import { GridScroll } from './GridScroll.tsx';
import { personDayPath, type GridGroup } from './reportGridRows.ts';

export function ReportGrid({ group }: { group: GridGroup }) {
  const { program, people, columns } = group;
  return (
    <GridScroll label={`${program} report days`}>
      <table className="grid-table">
        <thead>
          <tr>
            <th scope="col" className="grid-name">
              Staff
            </th>
            {columns.map(({ day, date }) => (
              <th key={day} scope="col">
                <span className="grid-day">{dayName(day)}</span> {date && <span className="grid-date">{weekdayDate(date)}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.email}>
              <th scope="row" className="grid-name">
                <span className="grid-person">{person.name}</span> <span className="grid-role">{person.role}</span>
              </th>
              {columns.map((column) => {
                const entry = person.days.find((d) => d.day === column.day);
                return (
                  <td key={column.day}>
                    {entry && entry.sections.length > 0 && (
                      <Link className="grid-link" to={personDayPath(person.email, entry.day)}>
                        <GridMark status={entry.status} />
                      </Link>
                    )}
                    {entry && entry.sections.length === 0 && <GridMark status={entry.status} />}
                    {entry && entry.date !== column.date && <span className="grid-date">{weekdayDate(entry.date)}</span>}
                    {/* docs/product.md#report-reminders: a reminder text went for this day. */}
                    {entry?.reminded && <span className="grid-reminded">Reminded</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </GridScroll>
  );
}
