import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Apps', description: 'Desktop apps built with Neutralinojs.' };

export default function AppsPage() {
  return (
    <div className="container narrow">
      <h1>Apps built with Neutralinojs</h1>
      <p>The showcase of community apps is being assembled; it will list each app with a short description and a link to its source.</p>
    </div>
  );
}
