import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { readFailure, type FailureCopy } from './failure';
import { NotRegisteredNotice } from './NotRegisteredNotice';
import { ErrorState, LoadingState, UnavailableState } from './States';

/** What the error state needs of a query: its error, whether it is fetching, and a refetch. */
export interface FailedQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The one error state of a failed read (docs/ui.md "States"). The query has had its one quick
 * retry (app/providers.tsx); this shows part 1 §8's text where it names one for the failure
 * (`specText`), else "We couldn't load {what}.", a plain sentence (never a status text, a stack or
 * a code) and 'Try again', which refetches. A 403 'not registered in this model' shows
 * NotRegisteredNotice; a feature that is not part of the business model shows the neutral
 * UnavailableState, with no 'Try again'.
 */
export function QueryError({
  query,
  compact = false,
  ...copy
}: FailureCopy & { query: FailedQuery; compact?: boolean }) {
  const failure = readFailure(query.error, copy);
  // A part of a screen says nothing of the model: the screen shows the notice in its place.
  if (compact && failure.kind !== 'failed') return null;
  if (failure.kind === 'notRegistered') return <NotRegisteredNotice />;
  if (failure.kind === 'notInModel') return <UnavailableState message={failure.message} />;
  return (
    <ErrorState
      title={failure.title}
      message={failure.message}
      compact={compact}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
    />
  );
}

/**
 * A read's three states in one place: loading (`loading`, default a spinner named 'Loading
 * {what}'), the error of {@link QueryError}, and the data, handed to `children`.
 */
export function QueryState<T>({
  query,
  loading,
  children,
  ...copy
}: FailureCopy & {
  query: UseQueryResult<T>;
  /** What shows while the first answer is awaited (a skeleton); default a spinner. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <>{loading ?? <DefaultLoading what={copy.what} />}</>;
  if (query.isError) return <QueryError query={query} {...copy} />;
  return <>{children(query.data)}</>;
}

/** The default loading state: a spinner named 'Loading {what}' in the page's language. */
function DefaultLoading({ what }: { what: string }) {
  const intl = useIntl();
  return (
    <LoadingState
      label={intl.formatMessage({ id: 'common.states.loading', defaultMessage: 'Loading {what}' }, { what })}
    />
  );
}
