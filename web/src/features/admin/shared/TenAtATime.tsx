// A long list of an admin page shown ten at a time, with 'Show 10 more (10 of 100 shown)' under it:
// /admin's many programs (workbook/ConfigPrograms.tsx), 'All programs' on /admin/reports and
// /admin/tasks, and a page of texts, stay a few screens long at ten times today's organisation
// (docs/performance.md "Scale"). A caller that shows another list gives it another `key`, so it begins
// at ten again.
import { useState, type ReactNode } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { count } from '../../../ui/count.ts';

const tenAtATime = 10;

interface TenAtATimeProps<Item> {
  items: readonly Item[];
  children: (shown: readonly Item[]) => ReactNode;
}

export function TenAtATime<Item>({ items, children }: TenAtATimeProps<Item>) {
  const [shown, setShown] = useState(tenAtATime);
  return (
    <>
      {children(items.slice(0, shown))}
      {items.length > shown && (
        <Button look="secondary" className="admin-show-more" onClick={() => setShown(shown + tenAtATime)}>
          Show {Math.min(tenAtATime, items.length - shown)} more ({count(shown)} of {count(items.length)} shown)
        </Button>
      )}
    </>
  );
}
