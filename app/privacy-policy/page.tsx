import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Privacy Policy', description: 'How the Neutralinojs website handles visitor data.' };

export default function PrivacyPolicyPage() {
  return (
    <div className="container narrow">
      <h1>Privacy Policy</h1>
      <p>This page will describe what the Neutralinojs website records about visits and why.</p>
    </div>
  );
}
