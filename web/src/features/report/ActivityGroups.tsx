// The Programming form: on-campus activities, then off-campus ones, each group under its heading.
import type { Activity } from '@pals/core/reports';
import { useId } from 'react';
import { ActivityFieldset } from './ActivityFieldset.tsx';
import type { QuestionProps } from './questionProps.ts';

const places: { place: Activity['place']; heading: string }[] = [
  { place: 'onCampus', heading: 'On-campus activities' },
  { place: 'offCampus', heading: 'Off-campus activities' },
];

export function ActivityGroups({ activities, ...props }: QuestionProps & { activities: Activity[] }) {
  return places.map(({ place, heading }) => <ActivityGroup key={place} heading={heading} activities={activities.filter((a) => a.place === place)} {...props} />);
}

function ActivityGroup({ heading, activities, ...props }: QuestionProps & { heading: string; activities: Activity[] }) {
  const headingId = useId();
  return (
    <section className="activity-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="activity-group-title">
        {heading}
      </h2>
      {activities.map((activity, index) => (
        <ActivityFieldset key={activity.title} activity={activity} previous={activities[index - 1]} {...props} />
      ))}
    </section>
  );
}
