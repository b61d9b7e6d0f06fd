import { FormattedMessage } from 'react-intl';

/** Part 1 §2: any other path shows a plain 'Not Found' page. */
export default function NotFound() {
  return (
    <main style={{ padding: '48px 16px', textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ fontSize: 28, margin: 0 }}>
        <FormattedMessage id="app.notFound.title" defaultMessage="Not Found" />
      </h1>
      <p style={{ color: '#666' }}>
        <a href="/">
          <FormattedMessage id="app.notFound.goHome" defaultMessage="Go to home" />
        </a>
      </p>
    </main>
  );
}
