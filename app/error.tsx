'use client';
import { CrashScreen } from '@/components/layout/crash-screen';
import { Main } from '@/components/layout/main';

export default function Error({ error, reset }: { error: Error; reset: () => void }) {
  return (
    <Main>
      <CrashScreen error={error} reset={reset} />
    </Main>
  );
}
