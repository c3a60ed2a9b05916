// docs/product.md#screen-support: the emergency notice comes first, with 911 a big link that dials it.
import { emergencyNumber } from '@pals/core/limits';
import { messages } from '@pals/core/messages';

const [before, after] = messages.emergency.split(emergencyNumber);

export function EmergencyNotice() {
  return (
    <p id="support-emergency" className="emergency">
      {before}
      <a className="emergency-call" href={`tel:${emergencyNumber}`}>
        {emergencyNumber}
      </a>
      {after}
    </p>
  );
}
