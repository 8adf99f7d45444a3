import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Resources', description: 'Tutorials, templates and tools for Neutralinojs developers.' };

export default function ResourcesPage() {
  return (
    <div className="container narrow">
      <h1>Resources</h1>
      <p>A curated list of tutorials, starter templates and community tools is being assembled for this page.</p>
    </div>
  );
}
