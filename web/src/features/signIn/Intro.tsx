// docs/product.md#routing: without a session, the home path plays a short intro (0.8 seconds, docs/decisions/048-one-frame-width.md), which a
// visible Skip button ends at once.
import { useEffect } from 'react';
import { Button } from '../../ui/Button.tsx';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { CampArt } from './CampArt.tsx';
import './signIn.css';

const introMs = 800;

export function Intro({ orgName, onDone }: { orgName: string; onDone: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDone, introMs);
    return () => clearTimeout(timer);
  }, [onDone]);

  return (
    <div className="intro">
      <CampArt moving />
      <ScreenTitle>{orgName}</ScreenTitle>
      <p className="intro-tagline">Friends for life start at camp.</p>
      <Button look="quiet" className="intro-skip" onClick={onDone}>
        Skip
      </Button>
    </div>
  );
}
