// Paging of a long list, driven by the server's page and pages: 'Page 2 of 3', Previous and Next.
import { Button } from '../../../ui/Button.tsx';

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label="Pages">
      <Button look="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="pager-where">
        Page {page} of {pages}
      </p>
      <Button look="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
