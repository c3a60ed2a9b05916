// The program filter of an admin page: 'All programs', then the workbook's programs (from the config).
import { useId } from 'react';
import { programsOf, useAdminConfig } from './useAdminConfig.ts';

export function ProgramFilter({ value, onChange }: { value: string | undefined; onChange: (program: string | undefined) => void }) {
  const id = useId();
  const programs = programsOf(useAdminConfig().data);
  // A program in the address that the config does not (yet) list still shows as chosen.
  const options = value && !programs.includes(value) ? [...programs, value] : programs;
  return (
    <div className="admin-filter">
      <label className="field-label" htmlFor={id}>
        Program
      </label>
      <select id={id} className="text-input" value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">All programs</option>
        {options.map((program) => (
          <option key={program} value={program}>
            {program}
          </option>
        ))}
      </select>
    </div>
  );
}
