// docs/product.md#screen-headcount "Finishing": how the count went, then each missing person with a
// Call button (their phone on the roster), Text Program Staff, and Count again.
import { countOutcome, countTitle, missingOf } from '@pals/core/headcount/rules';
import { displayPhone } from '@pals/core/people/phone';
import { Fragment } from 'react';
import { Button } from '../../ui/Button.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { TextProgramStaff } from './TextProgramStaff.tsx';

export interface FinishedCount {
  team: string | null;
  moment: string;
  listed: string[];
  present: string[];
  /** When it was finished (epoch ms). */
  countedAt: number;
  /** The Idempotency-Key it was sent with, by which a text to Program Staff names it. */
  key: string;
}

interface CountResultProps {
  count: FinishedCount;
  phoneOf: (name: string) => string | undefined;
  /** Who counted, and their program: what a text to Program Staff is signed with and prefixed by. */
  leader: { name: string; program: string | null };
  onCountAgain: () => void;
}

export function CountResult({ count, phoneOf, leader, onCountAgain }: CountResultProps) {
  const missing = missingOf(count.listed, count.present);
  return (
    <section className="card headcount-result" aria-labelledby="headcount-result-heading">
      <h2 id="headcount-result-heading" className="headcount-heading">
        {countTitle(count.team, count.moment)}
      </h2>
      <p className={missing.length > 0 ? 'headcount-outcome headcount-outcome-missing' : 'headcount-outcome'}>
        {countOutcome(count.present.length, count.listed.length)}
      </p>
      {missing.length > 0 && (
        <ul className="headcount-missing" aria-label="Missing">
          {missing.map((name) => {
            const phone = phoneOf(name);
            return (
              <li key={name} className="headcount-missing-person">
                <span className="headcount-name">{name}</span>
                {phone ? (
                  <LinkButton href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                    {/* One line of words (the button lays out its children side by side), which wraps at its spaces. */}
                    <span>
                      Call<span className="visually-hidden"> {name}</span> <PhoneWords phone={phone} />
                    </span>
                  </LinkButton>
                ) : (
                  <span className="headcount-no-phone">No phone on the roster</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {missing.length > 0 && leader.program && <TextProgramStaff count={count} from={leader.name} program={leader.program} />}
      <Button look="secondary" onClick={onCountAgain}>
        Count again
      </Button>
    </section>
  );
}

/** "(412) 555-0216" as words that break only at its space, never after its hyphen, when large text
 * needs the button to wrap. */
function PhoneWords({ phone }: { phone: string }) {
  const [area, ...rest] = displayPhone(phone).split(' ');
  return (
    <>
      <span className="headcount-phone-word">{area}</span>
      {rest.map((word) => (
        <Fragment key={word}>
          {' '}
          <span className="headcount-phone-word">{word}</span>
        </Fragment>
      ))}
    </>
  );
}
