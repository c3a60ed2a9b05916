// docs/product.md#screen-home: Administrator and Program Staff see when the Google Sheets data was last imported.
import { api } from '@pals/core/api';
import { messages } from '@pals/core/messages';
import { formatLocalTime } from '@pals/core/dates/time';
import { useApiQuery } from '../../data/useApiQuery.ts';

export function LastUpdateLine() {
  const lastUpdate = useApiQuery(api.lastUpdate);
  const when = lastUpdate.data?.lastupdate;
  if (when === undefined || when === null) return null;
  return <p className="last-update">{messages.lastUpdate(formatLocalTime(when))}</p>;
}
