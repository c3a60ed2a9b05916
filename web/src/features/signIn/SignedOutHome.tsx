// Home without a session: the intro (unless skipped, seen or unwanted), then the login screen.
import { defaultOrgName } from '@pals/core/home/links';
import { useCallback, useState } from 'react';
import { useConfig } from '../../session/useConfig.ts';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { Intro } from './Intro.tsx';
import { introWanted, rememberIntroPlayed } from './introPreference.ts';
import { LoginScreen } from './LoginScreen.tsx';
import { LoadFailed, tryAgain } from '../../ui/LoadFailed.tsx';

export function SignedOutHome() {
  const config = useConfig();
  const [introPlaying, setIntroPlaying] = useState(introWanted);
  const [introEnded, setIntroEnded] = useState(false);
  const endIntro = useCallback(() => {
    rememberIntroPlayed();
    setIntroPlaying(false);
    setIntroEnded(true);
  }, []);

  if (config.isPending) return <Loading />;
  if (config.isError) {
    return (
      <>
        <ScreenTitle>{defaultOrgName}</ScreenTitle>
        <LoadFailed onTryAgain={tryAgain(config)} />
      </>
    );
  }
  if (introPlaying) return <Intro orgName={config.data.orgName} onDone={endIntro} />;
  return <LoginScreen config={config.data} focusTitle={introEnded} />;
}
