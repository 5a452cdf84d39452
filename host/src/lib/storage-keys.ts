/** Session-storage keys of the authorization round trip (spec section 4, authorization return). */

/** Set to 'true' once the provider's authorization page returned with success. */
export const AUTHORIZATION_ACCEPTED_KEY = 'authorization-accepted';

/** The in-app path the user goes back to after authorizing (the "stored referrer"). */
export const AUTHORIZATION_REFERRER_KEY = 'authorization-referrer';
