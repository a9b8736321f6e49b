/**
 * How a live list of the inbox pages reads itself again (issue 20): the fetchKey and variables for
 * its useLazyLoadQuery.
 *
 * Fresh reads. Relay shares a read with everyone who asks for the same query and variables while it
 * is on its way. A refresh asked for after a change (an Accept, a send) while an older read was still
 * on its way got that older read's answer, from before the change, and read nothing more: on a slow
 * network, an accepted request showed Accept again and a sent reply vanished. So the read key follows
 * the page's `fetchKey` only once no read of this query is on its way: the read it starts begins after
 * the change. (It goes up in a transition: a read that has to wait keeps the page as it is.)
 *
 * Rows. The first read asks for a page; a later one for as many rows as the list shows by then (at most
 * `max`), so a refresh keeps the pages "Show more" loaded. The list reports them through `onShown`;
 * a new `scope` (a tab) starts again at one page.
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { __internal, createOperationDescriptor, getRequest, type GraphQLTaggedNode, type Variables } from 'relay-runtime';
import { readCount } from './messageRules';

interface Rows {
  readonly page: number;
  readonly max: number;
  readonly scope?: string;
}

export function useLiveRead<V extends Variables>(fetchKey: number, query: GraphQLTaggedNode, variablesFor: (count: number) => V, { page, max, scope = '' }: Rows) {
  const environment = useRelayEnvironment();
  const [readKey, setReadKey] = useState(fetchKey);
  const shown = useRef({ scope, rows: page });
  const count = useMemo(
    () => (shown.current.scope === scope ? readCount(shown.current.rows, page, max) : page),
    // readKey: each new read counts the rows again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [readKey, scope, page, max],
  );
  const built = variablesFor(count);
  const key = JSON.stringify(built);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same variables (by value) keep their object
  const variables = useMemo(() => built, [key]);
  const request = useMemo(() => createOperationDescriptor(getRequest(query), variables).request, [query, variables]);
  useEffect(() => {
    if (fetchKey === readKey) return undefined;
    const follow = () => startTransition(() => setReadKey(fetchKey));
    const onItsWay = __internal.getObservableForActiveRequest(environment, request);
    if (!onItsWay) {
      follow();
      return undefined;
    }
    const subscription = onItsWay.subscribe({ complete: follow, error: follow });
    return () => subscription.unsubscribe();
  }, [environment, request, fetchKey, readKey]);
  const onShown = useCallback(
    (rows: number) => {
      shown.current = { scope, rows };
    },
    [scope],
  );
  return { readKey, variables, onShown };
}
