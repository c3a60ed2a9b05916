// The Programming form: on-campus activities, then off-campus ones, each group under its heading.
// docs/product.md#report-section (Programming: the next activity appears once the last shown has a name), as progressive disclosure
// (docs/decisions/020-design-pass.md): only the activities that may be filled in show, and a line says how to get the next.
import { openActivities, type Activity } from '@pals/core/reports/rules';
import { useId } from 'react';
import { ActivityFieldset } from './ActivityFieldset.tsx';
import type { QuestionProps } from './questionProps.ts';

const places: { place: Activity['place']; heading: string }[] = [
  { place: 'onCampus', heading: 'On-campus activities' },
  { place: 'offCampus', heading: 'Off-campus activities' },
];

export function ActivityGroups({ activities, ...props }: QuestionProps & { activities: Activity[] }) {
  return places.map(({ place, heading }) => (
    <ActivityGroup key={place} heading={heading} activities={activities.filter((a) => a.place === place)} {...props} />
  ));
}

function ActivityGroup({ heading, activities, ...props }: QuestionProps & { heading: string; activities: Activity[] }) {
  const headingId = useId();
  const shown = openActivities(activities, props.answers);
  const next = activities[shown.length];
  const last = shown.at(-1);
  return (
    <section className="activity-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="activity-group-title">
        {heading}
      </h2>
      {shown.map((activity) => (
        <ActivityFieldset key={activity.title} activity={activity} {...props} />
      ))}
      {next && last && (
        <p className="activity-hint">
          Give {last.title.toLowerCase()} a name to say how it went and to add {next.title.toLowerCase()}.
        </p>
      )}
    </section>
  );
}
