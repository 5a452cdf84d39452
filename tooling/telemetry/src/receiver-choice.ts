import { createHash } from 'node:crypto';

/**
 * The receiver a browser's records go to, of several that share nothing: the same one for the
 * same browser every time, so each counts its browsers once, and consistent (rendezvous hashing:
 * the receiver whose hash with the id is highest), so adding or removing one moves only its
 * share of the browsers. nginx's `hash $cookie_vsg_bid consistent` does the same in production.
 * A request without an id goes by its address.
 */
export function receiverFor<T extends string>(key: string, receivers: readonly T[]): T {
  let best: T | undefined;
  let bestScore = '';
  for (const receiver of receivers) {
    const score = createHash('sha256').update(`${receiver}\u0000${key}`).digest('hex');
    if (best === undefined || score > bestScore) {
      best = receiver;
      bestScore = score;
    }
  }
  if (best === undefined) throw new Error('no receiver to choose from');
  return best;
}
