'use client';
import { CrashScreen } from '@/components/layout/crash-screen';
import './globals.css';

/** Replaces the root layout when the layout itself throws, so it renders its own html and body. */
export default function GlobalError({ error, reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en" dir="ltr">
      <head><title>This page crashed. | Neutralinojs</title></head>
      <body>
        <main id="main">
          <CrashScreen error={error} reset={reset} />
        </main>
      </body>
    </html>
  );
}
