import {
  createApiClient,
  createQueryClient,
  locationsQuery,
  userStatusQuery,
} from 'shared-contracts/api';
import { dashboardLoader } from './dashboard-loader';

test('the loader starts both lists and lets the page paint before either answers', async () => {
  const api = createApiClient({
    baseUrl: 'http://api.invalid',
    fetch: () => new Promise<Response>(() => undefined),
    reportErrors: false,
  });
  const queryClient = createQueryClient({ api });

  // Awaiting the lists here would never settle: the API above never answers.
  await dashboardLoader({
    params: {},
    userId: 1001,
    ownerId: null,
    isOwner: false,
    flags: {},
    api,
    queryClient,
  });

  expect(queryClient.getQueryState(locationsQuery(1001).queryKey)?.fetchStatus).toBe('fetching');
  expect(queryClient.getQueryState(userStatusQuery(1001).queryKey)?.fetchStatus).toBe('fetching');
});
