/** First in tab order; main has tabIndex -1 so following the link moves focus, not just the scroll position. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Skip to main content
    </a>
  );
}
