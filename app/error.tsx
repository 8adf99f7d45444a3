'use client';
import { CrashScreen } from '@/components/layout/crash-screen';

export default function Error({ error, reset }: { error: Error; reset: () => void }) {
  return <CrashScreen error={error} reset={reset} />;
}
